import { FootballState, type WorldCupMatch } from '@kuyi/shared';

/**
 * What a World Cup match shows where the score goes: "2-1", "1-1 (加时)", "3-3 (点球 4-2)" once over;
 * "进行中", "待定" (teams not known yet) or "未开赛" before. Scores include extra time.
 */
export function scoreText(m: WorldCupMatch): string {
  if (m.state === FootballState.Finished && m.homeScore !== null && m.awayScore !== null) {
    const score = `${m.homeScore}-${m.awayScore}`;
    if (m.homePenalties !== null && m.awayPenalties !== null)
      return `${score} (点球 ${m.homePenalties}-${m.awayPenalties})`;
    return m.extraTime ? `${score} (加时)` : score;
  }
  if (m.state > 0) return '进行中';
  if (!m.homeCode || !m.awayCode) return '待定';
  return '未开赛';
}

/** The side that went through, for bold names in the bracket. */
export const winnerSide = (m: WorldCupMatch): 'home' | 'away' | null =>
  m.winnerId === null ? null : m.winnerId === m.homeId ? 'home' : 'away';
