import {
  type LeagueLetGoal,
  type LeagueOverUnder,
  type LineGame,
  letGoalTable,
  overUnderTable,
  type ScheduleItem,
} from '@kuyi/shared';

/** A finished fixture with its scores and the chosen closing line, as the shared tables count it. */
function finished(matches: readonly ScheduleItem[], line: (m: ScheduleItem) => number | null): LineGame[] {
  return matches.flatMap((m) =>
    m.state !== -1 || m.homeScore === null || m.awayScore === null
      ? []
      : [
          {
            homeId: m.homeId,
            homeName: m.homeName,
            awayId: m.awayId,
            awayName: m.awayName,
            homeScore: m.homeScore,
            awayScore: m.awayScore,
            line: line(m),
          },
        ],
  );
}

/**
 * [D6] 盘路 and 大小 from finished fixtures, for cups (the centre computes leagues' own with the same shared
 * tables): the home result against the closing line, a quarter line splitting over its two half lines.
 */
export const letGoalRows = (matches: readonly ScheduleItem[]): LeagueLetGoal['rows'] =>
  letGoalTable(finished(matches, (m) => m.asianLine));

export const overUnderRows = (matches: readonly ScheduleItem[]): LeagueOverUnder['rows'] =>
  overUnderTable(finished(matches, (m) => m.ouLine));
