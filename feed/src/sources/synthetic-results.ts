import { matchOrder } from '../football/cast-players.ts';
import { makeLineup } from '../football/lineup.ts';
import { scriptFromOutcome } from '../football/script.ts';
import type { Scorer, SeasonFixture } from '../season/competition.ts';
import { rngFor } from '../util/rng.ts';
import type { Fixture, SyntheticFootball } from './synthetic-football.ts';

/** Goals of finished fixtures by player (own goals do not count for the scorer). */
export function scorersOf(
  football: SyntheticFootball,
  fixtures: readonly Fixture[],
  seasonFixtures: readonly SeasonFixture[],
): Scorer[] {
  const finished = new Set(seasonFixtures.filter((f) => f.result).map((f) => f.id));
  const tally = new Map<string, Scorer>();
  for (const f of fixtures) {
    if (!finished.has(f.id)) continue;
    const lineups = {
      home: makeLineup(football.seed, `${f.id}:h`, football.squad(f.home)),
      away: makeLineup(football.seed, `${f.id}:a`, football.squad(f.away)),
    };
    // Same rng key as the day's plan, so the scorers match the match pages.
    const script = scriptFromOutcome(rngFor(football.seed, 'plan', f.id), f.outcome, lineups);
    // In match order, as the timeline plays it: a goalCancelled strikes off its side's latest goal standing,
    // which is what the header's score and the 攻势图 show (the script's array keeps VAR goals apart).
    const inOrder = script.events
      .map((e, i) => ({ e, i }))
      .sort((a, b) => matchOrder(a.e, b.e) || a.i - b.i)
      .map(({ e }) => e);
    const stood: typeof script.events = [];
    for (const e of inOrder) {
      if (e.kind === 'goal' || e.kind === 'penaltyGoal') stood.push(e);
      if (e.kind === 'goalCancelled') {
        const i = stood.map((g) => g.side).lastIndexOf(e.side);
        if (i >= 0) stood.splice(i, 1);
      }
    }
    for (const e of stood) {
      if (!e.player) continue;
      const team = e.side === 'home' ? f.home : f.away;
      const key = `${team.id}:${e.player}`;
      const s = tally.get(key) ?? {
        player: e.player,
        teamId: team.id,
        teamName: team.name,
        goals: 0,
        penalties: 0,
      };
      s.goals++;
      if (e.kind === 'penaltyGoal') s.penalties++;
      tally.set(key, s);
    }
  }
  return [...tally.values()].sort(
    (a, b) => b.goals - a.goals || a.penalties - b.penalties || a.player.localeCompare(b.player, 'zh'),
  );
}

const STATUS_STATE: Record<string, number> = { postponed: -14, cancelled: -10, tbd: -11, abandoned: -12 };

/** State of a fixture outside the live days: over when its kick-off is well past, else not started. */
export function fallbackState(f: Fixture, t: number): number {
  if (t < f.kickoff - 3 * 3600_000) return 0;
  return STATUS_STATE[f.outcome.status] ?? (t >= f.kickoff + 4 * 3600_000 ? -1 : 0);
}
