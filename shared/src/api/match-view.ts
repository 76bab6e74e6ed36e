import { type FootballMatch, footballMinute } from '../domain/football-match.ts';
import { FootballState, isFootballCalledOff } from '../domain/football-state.ts';
import { impliedProbabilities } from '../domain/odds-math.ts';
import { homeCovers, overProbability, resultProbabilities, solveIncreasing } from './goal-poisson.ts';
import { type PreMatchView, preMatchView } from './reminders.ts';

/** Goals a whole match averages (football-data 2025-26, docs/feed.md): the fallback when no 大小 is quoted. */
const AVERAGE_MATCH_GOALS = 2.66;
/** Neither side gets all of what is to come: a 2 % floor keeps a lopsided line from zeroing one side. */
const MIN_SHARE = 0.02;
/** Upper bound of the goals still to come the 大小 line is solved over; a whole match rarely expects 6. */
const MAX_GOALS_TO_COME = 12;

export type ViewedMatch = Pick<
  FootballMatch,
  'state' | 'periodStart' | 'homeScore' | 'awayScore' | 'odds' | 'closing' | 'regular'
>;

const pct = (x: number) => Math.round(x * 1000) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Minutes of regular time still to play; null when regular time is over. An interrupted match (the row has
 * no running clock then) is taken to be half-way: that guess only matters when no live 大小 is quoted.
 */
function minutesLeft(m: ViewedMatch, now: number): number | null {
  if (m.state === FootballState.HalfTime || m.state === FootballState.Interrupted) return 45;
  if (m.state !== FootballState.FirstHalf && m.state !== FootballState.SecondHalf) return null;
  const minute = footballMinute(m, now)?.minute ?? (m.state === FootballState.FirstHalf ? 0 : 45);
  return Math.max(0, 90 - minute);
}

/**
 * Expected goals still to come (all of them, both sides): the Poisson mean whose chance of 大 equals the live
 * 大小 price's, counted above the goals already in. Without a usable live line (none, or one not above the
 * score), the pre-match total scaled by the time left.
 */
function goalsToCome(m: ViewedMatch, left: number): number {
  const scored = m.homeScore + m.awayScore;
  const da = m.odds.da;
  if (da && da.over > 0 && da.under > 0 && da.line > scored) {
    const [pOver = 0.5] = impliedProbabilities([da.over + 1, da.under + 1]);
    return solveIncreasing((mean) => overProbability(da.line - scored, mean), pOver, 0.01, MAX_GOALS_TO_COME);
  }
  const preMatch = m.closing ? preMatchView(m.closing).xg?.total : undefined;
  return ((preMatch ?? AVERAGE_MATCH_GOALS) * left) / 90;
}

/**
 * The home side's share of the goals to come: the share at which the live 亚盘 (a line on the goals still to
 * come, read with its waters so a 平手 with uneven prices still leans) is a fair bet; failing that, the share
 * that reproduces the live 胜平负's home-minus-away probability; failing both, an even split.
 */
function homeShare(m: ViewedMatch, toCome: number): number {
  const { ya, ou } = m.odds;
  const lo = MIN_SHARE;
  const hi = 1 - MIN_SHARE;
  if (toCome <= 0) return 0.5;
  if (ya && ya.home > 0 && ya.away > 0) {
    const [pHome = 0.5] = impliedProbabilities([ya.home + 1, ya.away + 1]);
    return solveIncreasing((w) => homeCovers(ya.line, toCome * w, toCome * (1 - w)), pHome, lo, hi);
  }
  if (ou && ou.home > 1 && ou.draw > 1 && ou.away > 1) {
    const [h = 0, , a = 0] = impliedProbabilities([ou.home, ou.draw, ou.away]);
    const diff = m.homeScore - m.awayScore;
    const lean = (w: number) => {
      const [win, , loss] = resultProbabilities(diff, toCome * w, toCome * (1 - w));
      return win - loss;
    };
    return solveIncreasing(lean, h - a, lo, hi);
  }
  return 0.5;
}

/**
 * [AI7] The AI view of a football match (/ai: 模型胜平负 and 预期进球), before and during play. Before
 * kick-off it is the pre-match view of the odds. In regular time the expected goals are the goals already
 * scored plus the goals still to come, split between the sides by the live odds, and the 胜平负 percentages
 * follow from the score and those goals (a 4-1 at 70' is a near-certain home win, whatever a capped 1.01
 * price with its margin spread over the long shots would imply). Past regular time the result is known.
 */
export function matchView(m: ViewedMatch, now: number): PreMatchView {
  // No ball kicked yet (or ever): the view is the pre-match one.
  if (m.state === FootballState.NotStarted || isFootballCalledOff(m.state)) return preMatchView(m.odds);
  const goals = { home: m.homeScore, away: m.awayScore, total: m.homeScore + m.awayScore };
  // An abandoned match has no result to give odds on; what was scored is all it will have.
  if (m.state === FootballState.Abandoned) return { probabilities: null, xg: goals };
  const left = minutesLeft(m, now);
  if (left === null) {
    // Extra time, penalties, finished: 胜平负 settles on regular time ([D6]), the goals are all in.
    const r = m.regular ?? { home: m.homeScore, away: m.awayScore };
    const outcome = Math.sign(r.home - r.away);
    return {
      probabilities: {
        home: outcome > 0 ? 100 : 0,
        draw: outcome === 0 ? 100 : 0,
        away: outcome < 0 ? 100 : 0,
      },
      xg: goals,
    };
  }
  const toCome = goalsToCome(m, left);
  const w = homeShare(m, toCome);
  const [home, draw, away] = resultProbabilities(m.homeScore - m.awayScore, toCome * w, toCome * (1 - w));
  return {
    probabilities: { home: pct(home), draw: pct(draw), away: pct(away) },
    xg: {
      home: round2(m.homeScore + toCome * w),
      away: round2(m.awayScore + toCome * (1 - w)),
      total: round2(m.homeScore + m.awayScore + toCome),
    },
  };
}
