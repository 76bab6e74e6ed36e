import { FootballState, type WorldCupMatch } from '@kuyi/shared';

/**
 * What a World Cup match shows where the score goes: "2-1", "1-1 (加时)", "3-3 (点球 4-2)" once over;
 * the running score in play ("1-1 (点球 2-1)" during a shoot-out), "进行中" only while no score is known;
 * "待定" (teams not known yet) or "未开赛" before. Scores include extra time.
 */
export function scoreText(m: WorldCupMatch): string {
  const score = m.homeScore !== null && m.awayScore !== null ? `${m.homeScore}-${m.awayScore}` : null;
  const shootout =
    m.homePenalties !== null && m.awayPenalties !== null
      ? ` (点球 ${m.homePenalties}-${m.awayPenalties})`
      : null;
  if (m.state === FootballState.Finished && score !== null)
    return shootout ? score + shootout : m.extraTime ? `${score} (加时)` : score;
  if (m.state > 0) return score === null ? '进行中' : score + (shootout ?? '');
  if (!m.homeCode || !m.awayCode) return '待定';
  return '未开赛';
}

/** The side that went through, for bold names in the bracket. */
export const winnerSide = (m: WorldCupMatch): 'home' | 'away' | null =>
  m.winnerId === null ? null : m.winnerId === m.homeId ? 'home' : 'away';
