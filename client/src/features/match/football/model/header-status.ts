import {
  FOOTBALL_STATE_LABEL,
  type FootballMatch,
  FootballState,
  footballMinute,
  formatFootballMinute,
  isFootballLive,
} from '@kuyi/shared';
import { footballStatus } from '../../../scores/model/status-label.ts';
import type { CupResult } from './cup-result.ts';

/**
 * The status line under the match header's score. The list's 状态 column has room for "97'" only; the header
 * says what that minute is (加时 97'), and that a finished tie went past 90 minutes (完场（加时）), as
 * the big sites' match pages do.
 */
export function headerStatus(
  m: Pick<FootballMatch, 'state' | 'periodStart'>,
  cup: CupResult,
  now: number,
): string {
  if (m.state === FootballState.ExtraTime) {
    const minute = footballMinute(m, now);
    return minute ? `加时 ${formatFootballMinute(minute)}` : '加时';
  }
  if (m.state === FootballState.Penalties) return '点球大战';
  if (isFootballLive(m.state)) return footballStatus(m, now);
  if (m.state === FootballState.NotStarted) return '未开赛';
  if (m.state === FootballState.Finished && cup.extraTime)
    return cup.shootout ? '完场（点球）' : '完场（加时）';
  return FOOTBALL_STATE_LABEL[m.state];
}
