import { COMPANIES } from '../catalog/companies.ts';
import { buildFootballPlan } from '../football/build-plan.ts';
import { makeLineup, makeSquad } from '../football/lineup.ts';
import { drawOutcome, expectedGoals } from '../football/outcome.ts';
import type { FootballPlan } from '../football/plan-types.ts';
import { GENERATED_FOOTBALL } from '../football/provenance.ts';
import { dayStart } from '../util/day-time.ts';
import { rngFor } from '../util/rng.ts';

/**
 * One synthetic match from a seed, exactly as the synthetic source builds them (same model, same odds
 * companies), without generating a whole day: property tests can then try hundreds of seeds.
 */
export function randomFootballPlan(
  seed: number,
  options: { knockout?: boolean; special?: boolean } = {},
): FootballPlan {
  const rng = rngFor(seed, 'test-plan');
  const id = `260913036${String(seed % 100).padStart(2, '0')}`;
  const home = { id: 'h', name: '主队', alias: 'Home' };
  const away = { id: 'a', name: '客队', alias: 'Away' };
  const lambda = expectedGoals((rng() - 0.5) * 1.4, (rng() - 0.5) * 1.4, false);
  const knockout = options.knockout ?? rng() < 0.3;
  const outcome = drawOutcome(rngFor(seed, 'outcome'), lambda, {
    knockout,
    allowSpecial: options.special ?? true,
  });
  return buildFootballPlan({
    seed,
    id,
    date: '2026-09-13',
    league: { id: '36', name: '英超', alias: 'EPL', color: '#ff3333', kind: knockout ? 'cup' : 'league' },
    round: '第4轮',
    season: '2025-2026',
    home,
    away,
    homeRank: 1,
    awayRank: 2,
    kickoff: dayStart('2026-09-13') + 20 * 3600_000,
    neutral: false,
    outcome,
    lineups: {
      home: makeLineup(seed, `${id}:h`, makeSquad(seed, 'h', false)),
      away: makeLineup(seed, `${id}:a`, makeSquad(seed, 'a', true)),
    },
    companies: COMPANIES.map((c) => ({ ...c })),
    provenance: GENERATED_FOOTBALL,
  });
}

/** Instants worth checking: every change, a second before it, and points before and after the match. */
export function instantsOf(plan: FootballPlan): number[] {
  const set = new Set<number>([plan.kickoff - 86_400_000, plan.kickoff - 1]);
  for (const t of plan.changeTimes) {
    set.add(t - 1);
    set.add(t);
  }
  set.add((plan.changeTimes[plan.changeTimes.length - 1] ?? plan.kickoff) + 3_600_000);
  return [...set].sort((a, b) => a - b);
}
