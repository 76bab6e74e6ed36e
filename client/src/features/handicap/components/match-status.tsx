import type { BasketballMatch, FootballMatch, Sport } from '@kuyi/shared';
import { useNow } from '../../../lib/ticker.ts';
import { basketballStatus, footballStatus } from '../../scores/model/status-label.ts';

/** Running minutes and game clocks move every few seconds; rows not in play never tick. */
const TICK_MS = 5_000;

/** "67'", "三节 05:12", "完", or the kick-off time before the start. */
export default function MatchStatus({ sport, row }: { sport: Sport; row: FootballMatch | BasketballMatch }) {
  const live = row.state > 0;
  const now = useNow(TICK_MS, live);
  const text =
    sport === 'football'
      ? footballStatus(row as FootballMatch, now)
      : basketballStatus(row as BasketballMatch, now);
  return <span className={live ? 'hc-status live' : 'hc-status'}>{text || '未开赛'}</span>;
}
