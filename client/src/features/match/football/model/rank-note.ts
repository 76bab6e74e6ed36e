import type { StandingRow } from '@kuyi/shared';
import type { MatchInfo } from './match-view.ts';

type Ranked = Pick<MatchInfo, 'homeId' | 'awayId' | 'homeName' | 'awayName' | 'homeRank' | 'awayRank'>;

/**
 * The [n] by the team names in the header is the rank before this round (as 分析's 积分排名 has it); the
 * 积分 tab's table counts the results since. When the two disagree for either team, the tab says which is
 * which, so a fan does not read "[11] in the header, 12th in the table" as a mistake. Null when they agree.
 */
export function rankNote(info: Ranked, table: readonly StandingRow[]): string | null {
  const now = (id: string) => table.find((r) => r.teamId === id)?.rank ?? null;
  const moved = (before: number | null, id: string) =>
    before !== null && now(id) !== null && now(id) !== before;
  if (!moved(info.homeRank, info.homeId) && !moved(info.awayRank, info.awayId)) return null;
  const before = [
    info.homeRank !== null ? `${info.homeName}第${info.homeRank}` : null,
    info.awayRank !== null ? `${info.awayName}第${info.awayRank}` : null,
  ].filter(Boolean);
  return `比分牌上的排名为赛前排名（${before.join('、')}），本榜为最新积分`;
}
