import {
  BASKETBALL_STATE_LABEL,
  type BasketballMatch,
  BasketballState,
  basketballClock,
  FOOTBALL_STATE_LABEL,
  type FootballMatch,
  FootballState,
  footballMinute,
  formatFootballMinute,
  formatGameClock,
  formatKickoffDateTime,
  formatKickoffTime,
  matchDay,
} from '@kuyi/shared';
import { displayZone } from '../../../lib/time/display-zone.ts';

/**
 * The 状态 column of a football row as titan007 prints it: "67'", "45+2'" in stoppage time, "中场", "完";
 * empty before kick-off (the 时间 column shows the kick-off then). The minute is shared's footballMinute.
 */
export function footballStatus(m: Pick<FootballMatch, 'state' | 'periodStart'>, now: number): string {
  const minute = footballMinute(m, now);
  if (minute) return formatFootballMinute(minute);
  switch (m.state) {
    case FootballState.NotStarted:
      return '';
    case FootballState.HalfTime:
      return '中场';
    case FootballState.Finished:
      return '完';
    default:
      return FOOTBALL_STATE_LABEL[m.state];
  }
}

const SHORT_PERIOD: Partial<Record<BasketballState, string>> = {
  [BasketballState.Q1]: '一节',
  [BasketballState.Q2]: '二节',
  [BasketballState.Q3]: '三节',
  [BasketballState.Q4]: '四节',
  [BasketballState.OT1]: '加时1',
  [BasketballState.OT2]: '加时2',
  [BasketballState.OT3]: '加时3',
  [BasketballState.OT4]: '加时4',
};

/**
 * "三节 05:12" while a period runs, counting down locally from the last clock reading; "三节完" in the break
 * after it (the centre stopped the clock at 00:00 and the next period has not begun).
 */
export function basketballStatus(
  m: Pick<BasketballMatch, 'state' | 'clockSeconds' | 'clockAt' | 'clockRunning'>,
  now: number,
): string {
  const period = SHORT_PERIOD[m.state];
  if (period && !m.clockRunning && m.clockSeconds <= 0) return `${period}完`;
  if (period) return `${period} ${formatGameClock(basketballClock(m, now))}`;
  if (m.state === BasketballState.NotStarted) return '';
  if (m.state === BasketballState.Finished) return '完';
  return BASKETBALL_STATE_LABEL[m.state];
}

/**
 * "15:30" kick-off time, "09-13 15:30" when the day matters ([T1]): on the chosen display clock (北京时间
 * unless a fan abroad picked another in 设置), never on whatever zone the browser happens to run in.
 */
export function kickoffLabel(kickoff: number, withDate = false, zone: string = displayZone()): string {
  return withDate ? formatKickoffDateTime(kickoff, zone) : formatKickoffTime(kickoff, zone);
}

/**
 * The 时间 cell of a table that shows one day: the kick-off time, with its 'MM-dd' date when the kick-off is
 * on another day of the display clock (after midnight, yesterday's matches still in play stay on today's
 * list, and "23:30" alone would read as tonight).
 */
export function kickoffCell(
  kickoff: number,
  day: string,
  zone: string,
): { date: string | null; time: string } {
  const time = formatKickoffTime(kickoff, zone);
  return {
    date: matchDay(kickoff, zone) === day ? null : formatKickoffDateTime(kickoff, zone).slice(0, 5),
    time,
  };
}
