import {
  type LeagueLetGoal,
  type LeagueOverUnder,
  type LineGame,
  letGoalTable,
  lineScore,
  overUnderTable,
  type ScheduleItem,
} from '@kuyi/shared';

/**
 * A finished fixture with the score its lines settle on ([D6]: a cup tie's 90 minutes, not its extra time) and
 * the chosen closing line, as the shared tables count it. A tie whose 90-minute score is unknown is left out.
 */
function finished(matches: readonly ScheduleItem[], line: (m: ScheduleItem) => number | null): LineGame[] {
  return matches.flatMap((m) => {
    const score = m.state === -1 ? lineScore(m) : null;
    return score === null
      ? []
      : [
          {
            homeId: m.homeId,
            homeName: m.homeName,
            awayId: m.awayId,
            awayName: m.awayName,
            homeScore: score.home,
            awayScore: score.away,
            line: line(m),
          },
        ];
  });
}

/**
 * [D6] 盘路 and 大小 from finished fixtures, for cups (the centre computes leagues' own with the same shared
 * tables): the home result against the closing line, a quarter line splitting over its two half lines.
 */
export const letGoalRows = (matches: readonly ScheduleItem[]): LeagueLetGoal['rows'] =>
  letGoalTable(finished(matches, (m) => m.asianLine));

export const overUnderRows = (matches: readonly ScheduleItem[]): LeagueOverUnder['rows'] =>
  overUnderTable(finished(matches, (m) => m.ouLine));
