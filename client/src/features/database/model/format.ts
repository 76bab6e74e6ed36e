import {
  FOOTBALL_STATE_LABEL,
  FootballState,
  formatKickoffWithYear,
  handicapLabel,
  type ScheduleItem,
  totalLineLabel,
} from '@kuyi/shared';
import { displayZone } from '../../../lib/time/display-zone.ts';

/** "2019-03-01 19:35" in the display zone (Beijing by default). */
export const kickoffText = (ms: number): string => formatKickoffWithYear(ms, displayZone());

const CALLED_OFF: ReadonlySet<number> = new Set([
  FootballState.Cancelled,
  FootballState.TBD,
  FootballState.Abandoned,
  FootballState.Postponed,
]);

/**
 * Final "2-1", "2-1 (加时)" after extra time, "1-1 (点球 4-3)" after a shoot-out (as /worldcup reads them);
 * "VS" before kick-off, the running score while live; 推迟 / 取消 / 待定 / 腰斩 for a match called off.
 */
export function scoreText(m: ScheduleItem): string {
  // A match called off (推迟, 取消, 待定, 腰斩) must not read like one still to come.
  const calledOff = CALLED_OFF.has(m.state) ? FOOTBALL_STATE_LABEL[m.state as FootballState] : null;
  if (m.homeScore === null || m.awayScore === null) return calledOff ?? 'VS';
  const score = `${m.homeScore}-${m.awayScore}`;
  if (calledOff) return `${score} (${calledOff})`;
  if (m.homePenalties != null && m.awayPenalties != null)
    return `${score} (点球 ${m.homePenalties}-${m.awayPenalties})`;
  return m.extraTime ? `${score} (加时)` : score;
}

export const halfText = (m: ScheduleItem): string =>
  m.homeHalf === null || m.awayHalf === null ? '' : `${m.homeHalf}-${m.awayHalf}`;

/** [D4] The home handicap in titan007's words (受让 from the away side), the odds centre's and match page's labels. */
export const handicapText = (line: number | null): string => (line === null ? '-' : handicapLabel(line));

/** 大小 as the rest of the site prints it: 2.5, or 2.5/3 for a quarter line. */
export const totalText = (line: number | null): string => (line === null ? '-' : totalLineLabel(line));

/** Only states the match list would show as running. */
export const isLive = (state: number) => state > 0;
