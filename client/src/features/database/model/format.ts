import { formatKickoffWithYear, type ScheduleItem } from '@kuyi/shared';
import { displayZone } from '../../../lib/time/display-zone.ts';

/** "2019-03-01 19:35" in the display zone (Beijing by default). */
export const kickoffText = (ms: number): string => formatKickoffWithYear(ms, displayZone());

/**
 * Final "2-1", "2-1 (加时)" after extra time, "1-1 (点球 4-3)" after a shoot-out (as /worldcup reads them);
 * "VS" before kick-off, the running score while live.
 */
export function scoreText(m: ScheduleItem): string {
  if (m.homeScore === null || m.awayScore === null) return 'VS';
  const score = `${m.homeScore}-${m.awayScore}`;
  if (m.homePenalties != null && m.awayPenalties != null)
    return `${score} (点球 ${m.homePenalties}-${m.awayPenalties})`;
  return m.extraTime ? `${score} (加时)` : score;
}

export const halfText = (m: ScheduleItem): string =>
  m.homeHalf === null || m.awayHalf === null ? '' : `${m.homeHalf}-${m.awayHalf}`;

const HANDICAP_WORDS: Record<number, string> = {
  0: '平手',
  0.25: '平/半',
  0.5: '半球',
  0.75: '半/一',
  1: '一球',
  1.25: '一/球半',
  1.5: '球半',
  1.75: '球半/两',
  2: '两球',
  2.25: '两/两球半',
  2.5: '两球半',
  2.75: '两球半/三',
  3: '三球',
};

/** [D4] The home handicap in titan007's words; a negative line is the away side giving (受让, *受). */
export function handicapText(line: number | null): string {
  if (line === null) return '-';
  const word = HANDICAP_WORDS[Math.abs(line)] ?? String(Math.abs(line));
  return line < 0 ? `受${word}` : word;
}

/** Only states the match list would show as running. */
export const isLive = (state: number) => state > 0;
