import { solveIncreasing } from '@kuyi/shared';
import type { Pair } from '../football/outcome.ts';
import { resultProbabilities } from '../odds/poisson.ts';
import type { WcMatch, WcTournament } from './worldcup-data.ts';
import { priorRating } from './worldcup-priors.ts';

/**
 * How strong each side of a replayed World Cup match was thought to be before kick-off: an Elo rating per
 * nation (the World Football Elo rules: K 60 for finals, scaled by the goal margin; a shoot-out counts as a
 * draw), built only from the matches in the data that kicked off earlier. A nation starts from its prior
 * (`worldcup-priors.ts`: its published pre-2018 Elo, else its confederation's), the one thing known about it
 * before its first match here, and drifts a third of the way back to it between tournaments (nothing of the
 * four years between is in the data). The rating difference gives the two sides' expected goals, from which
 * the odds code prices 1X2, 亚盘 and 大小.
 */

/** The host nations by tournament: the only sides that play at home. */
const HOSTS: Record<string, readonly string[]> = {
  '2018': ['RUS'],
  '2022': ['QAT'],
  '2026': ['USA', 'CAN', 'MEX'],
};

/** Elo points a host gains from playing at home (World Football Elo's home edge). */
export const HOST_ADVANTAGE = 100;
/** World Football Elo's weight for World Cup finals matches. */
const K = 60;
/** Share of a rating's distance from its prior kept from one tournament to the next. */
const KEPT_BETWEEN_CUPS = 2 / 3;

/** Elo's expected result (win 1, draw ½) of a side `diff` points stronger. */
export const winExpectancy = (diff: number): number => 1 / (1 + 10 ** (-diff / 400));

/** World Football Elo's goal-margin factor: a two-goal win counts 1.5 times a one-goal one, and so on. */
function marginFactor(margin: number): number {
  if (margin <= 1) return 1;
  if (margin === 2) return 1.5;
  return (11 + margin) / 8;
}

/**
 * Expected goals (home, away) whose Poisson prices give the home side Elo's expected result: level sides
 * share 2.5 goals, a lopsided match has a few more (mismatches end 3–0 more often than 1–0).
 */
export function goalsFromExpectancy(expectancy: number): Pair {
  const gap = 2 * expectancy - 1;
  const total = 2.5 + 0.4 * gap * gap;
  const score = (share: number) => {
    const [win, draw] = resultProbabilities(0, total * share, total * (1 - share));
    return win + draw / 2;
  };
  const share = solveIncreasing(score, expectancy, 0.03, 0.97);
  return [total * share, total * (1 - share)];
}

/** Both sides' ratings just before a match, and the host's edge (positive for the home side). */
export interface PreMatchRatings {
  home: number;
  away: number;
  hostEdge: number;
}

export class WorldCupStrength {
  private readonly before = new Map<string, PreMatchRatings>();

  constructor(cups: readonly WcTournament[]) {
    const ratings = new Map<string, number>();
    const rating = (code: string) => ratings.get(code) ?? priorRating(code);
    const ordered = [...cups].sort((a, b) => (a.matches[0]?.kickoff ?? 0) - (b.matches[0]?.kickoff ?? 0));
    for (const cup of ordered) {
      for (const [code, r] of ratings)
        ratings.set(code, priorRating(code) + KEPT_BETWEEN_CUPS * (r - priorRating(code)));
      const hosts = HOSTS[cup.year] ?? [];
      const edge = (m: WcMatch) =>
        (hosts.includes(m.home.code) ? HOST_ADVANTAGE : 0) -
        (hosts.includes(m.away.code) ? HOST_ADVANTAGE : 0);
      // Matches kicking off together are rated from the same standings: neither knows the other's result.
      for (let i = 0; i < cup.matches.length; ) {
        const kickoff = cup.matches[i]?.kickoff;
        const batch: WcMatch[] = [];
        for (; i < cup.matches.length && cup.matches[i]?.kickoff === kickoff; i++)
          batch.push(cup.matches[i] as WcMatch);
        const pre = batch.map((m) => {
          const r = { home: rating(m.home.code), away: rating(m.away.code), hostEdge: edge(m) };
          this.before.set(m.id, r);
          return r;
        });
        batch.forEach((m, j) => {
          const r = pre[j] as PreMatchRatings;
          if (!m.score) return;
          const [h, a] = m.score.et ?? m.score.ft;
          const result = h > a ? 1 : h < a ? 0 : 0.5;
          const change =
            K * marginFactor(Math.abs(h - a)) * (result - winExpectancy(r.home + r.hostEdge - r.away));
          ratings.set(m.home.code, r.home + change);
          ratings.set(m.away.code, r.away - change);
        });
      }
    }
  }

  /** The ratings going into match `m` (its own and later results play no part). */
  ratingsBefore(m: WcMatch): PreMatchRatings {
    const r = this.before.get(m.id);
    if (!r) throw new Error(`match ${m.id} is not in the rated World Cups`);
    return r;
  }

  /** Pre-match expected goals (home, away) of match `m`. */
  expectedGoals(m: WcMatch): Pair {
    const r = this.ratingsBefore(m);
    return goalsFromExpectancy(winExpectancy(r.home + r.hostEdge - r.away));
  }
}
