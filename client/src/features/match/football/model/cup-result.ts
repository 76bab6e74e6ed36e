import { type FootballMatch, FootballState, type ScheduleItem } from '@kuyi/shared';

type Side = 'home' | 'away';
type Score = { home: number; away: number };

/** What a cup tie's extra time and shoot-out add to its score: where the match stood after 90 and 120 minutes. */
export interface CupResult {
  /** Extra time was played, or is being played. */
  extraTime: boolean;
  /** The score after 90 minutes once extra time began; null when the centre did not give it. */
  regular: Score | null;
  /** The score after 120 minutes, once extra time is over; null before. */
  afterExtra: Score | null;
  /** The shoot-out's score, running or final; null without one. */
  shootout: Score | null;
  /** Who won the shoot-out (and went through), once the match is over. */
  shootoutWinner: Side | null;
}

const NONE: CupResult = {
  extraTime: false,
  regular: null,
  afterExtra: null,
  shootout: null,
  shootoutWinner: null,
};

const differs = (a: Score, b: Score) => a.home !== b.home || a.away !== b.away;

const winnerOf = (s: Score): Side | null => (s.home > s.away ? 'home' : s.away > s.home ? 'away' : null);

type CupRow = Pick<
  FootballMatch,
  'state' | 'homeScore' | 'awayScore' | 'regular' | 'homePenalty' | 'awayPenalty'
>;

/**
 * A live-list row (or match header) read as a cup tie. The row has no extra-time flag: a shoot-out means extra
 * time came first (as `settlementScore` and /worldcup read it), and a 90-minute score other than the final one
 * means goals in extra time. A tie won 1-1 → 1-1 on penalties is thus told; 0-0 → 0-0 without one cannot be.
 */
export function rowCupResult(m: CupRow): CupResult {
  const score = { home: m.homeScore, away: m.awayScore };
  const regular = m.regular ?? null;
  const shootout =
    m.homePenalty !== null && m.awayPenalty !== null ? { home: m.homePenalty, away: m.awayPenalty } : null;
  const extraTime =
    m.state === FootballState.ExtraTime ||
    m.state === FootballState.Penalties ||
    shootout !== null ||
    (regular !== null && differs(regular, score));
  if (!extraTime) return NONE;
  const over = m.state === FootballState.Finished;
  return {
    extraTime,
    regular,
    // A match stopped during extra time never reached 120 minutes.
    afterExtra: over || m.state === FootballState.Penalties ? score : null,
    shootout,
    shootoutWinner: over && shootout ? winnerOf(shootout) : null,
  };
}

/** A finished fixture of the analysis tables, which says outright whether it went to extra time. */
export function fixtureCupResult(item: ScheduleItem): CupResult {
  const { homeScore, awayScore } = item;
  if (homeScore === null || awayScore === null) return NONE;
  const shootout =
    item.homePenalties != null && item.awayPenalties != null
      ? { home: item.homePenalties, away: item.awayPenalties }
      : null;
  if (!item.extraTime && !shootout) return NONE;
  return {
    extraTime: true,
    regular:
      item.homeRegular != null && item.awayRegular != null
        ? { home: item.homeRegular, away: item.awayRegular }
        : null,
    afterExtra: { home: homeScore, away: awayScore },
    shootout,
    shootoutWinner: shootout ? winnerOf(shootout) : null,
  };
}

/** The stages a cup tie went through, each with its score: 90分钟 1-1, 120分钟 1-2, 点球 4-5. */
function stages(r: CupResult): { label: string; score: Score }[] {
  const out: { label: string; score: Score }[] = [];
  if (r.regular) out.push({ label: '90分钟', score: r.regular });
  if (r.afterExtra) out.push({ label: '120分钟', score: r.afterExtra });
  if (r.shootout) out.push({ label: '点球', score: r.shootout });
  return out;
}

const scoreText = (s: Score) => `${s.home}-${s.away}`;

/** "90分钟 1-1，120分钟 1-2": the match header's line under the score; empty for a match without extra time. */
export function cupStagesLine(r: CupResult): string {
  return stages(r)
    .map((s) => `${s.label} ${scoreText(s.score)}`)
    .join('，');
}

/** "上海海港胜出" after a shoot-out; null when there was none or it is not over. */
export function shootoutWinnerText(
  r: CupResult,
  names: { homeName: string; awayName: string },
): string | null {
  if (!r.shootoutWinner) return null;
  return `${r.shootoutWinner === 'home' ? names.homeName : names.awayName}胜出`;
}

/**
 * titan007's note on a cup tie, "90分钟[1-1]，120分钟[1-1]，点球[4-5]，上海海港胜出": the tooltip of a list row's
 * or results table's 加时 / 点 tag, where the cell has no room to say it all.
 */
export function cupTitle(r: CupResult, names: { homeName: string; awayName: string }): string {
  const parts = stages(r).map((s) => `${s.label}[${scoreText(s.score)}]`);
  const winner = shootoutWinnerText(r, names);
  if (winner) parts.push(winner);
  return parts.length > 0 ? parts.join('，') : '加时';
}
