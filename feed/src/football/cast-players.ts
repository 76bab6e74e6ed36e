import type { Side } from '@kuyi/shared';
import { pick, type Rng } from '../util/rng.ts';
import type { LineupPlayer, TeamLineup } from './lineup.ts';
import type { ScriptEvent } from './script.ts';

/** Who is on the pitch for one side as the match is walked through in order. */
interface Pitch {
  onPitch: LineupPlayer[];
  /** Players shown a yellow who are still on the pitch: their next booking sends them off. */
  booked: Set<string>;
  /** Outfield substitutes not yet used, in the order they come on. */
  bench: LineupPlayer[];
  /** Starters a coach takes off first, in this order: the last five outfield starters (the attacking end). */
  tiring: string[];
}

const pitchOf = (lineup: TeamLineup | null): Pitch | null =>
  lineup && {
    onPitch: [...lineup.starters],
    booked: new Set(),
    bench: lineup.bench.filter((p) => p.position !== 'GK'),
    tiring: lineup.starters
      .filter((p) => p.position !== 'GK')
      .slice(-5)
      .map((p) => p.name),
  };

const SCORER_WEIGHT: Record<string, number> = { FW: 5, MF: 3, DF: 1, GK: 0 };

function scorer(rng: Rng, pitch: Pitch | null): string | null {
  const weighted = (pitch?.onPitch ?? []).flatMap((p) => Array(SCORER_WEIGHT[p.position] ?? 0).fill(p));
  return weighted.length > 0 ? (pick(rng, weighted) as LineupPlayer).name : null;
}

function outfielder(rng: Rng, pitch: Pitch | null, unless: (name: string) => boolean = () => false) {
  const candidates = (pitch?.onPitch ?? []).filter((p) => p.position !== 'GK' && !unless(p.name));
  return candidates.length > 0 ? pick(rng, candidates).name : null;
}

const leave = (pitch: Pitch, name: string): void => {
  pitch.onPitch = pitch.onPitch.filter((p) => p.name !== name);
  pitch.booked.delete(name);
};

/** Script order is match order; `second` orders the events of one minute (see timeline.ts timeOf). */
export const matchOrder = (a: ScriptEvent, b: ScriptEvent): number =>
  a.minute - b.minute || (a.addedTime ?? 0) - (b.addedTime ?? 0) || a.second - b.second;

/**
 * Names the players of generated events by walking the match in order, so an event only ever involves a
 * player on the pitch at that minute: a substitute only after he comes on, nobody after he goes off or is
 * sent off. A player's second yellow is the `secondYellow` sending-off (两黄变一红), never a second plain
 * yellow; a planned second yellow with nobody on a booking left becomes a straight red, so the red count
 * drawn for the match stands. Events keep their array order; a substitution nobody is left to make is
 * dropped.
 */
export function castPlayers(
  rng: Rng,
  drafts: readonly ScriptEvent[],
  lineups: { home: TeamLineup | null; away: TeamLineup | null },
): ScriptEvent[] {
  const events = [...drafts];
  const pitches: Record<Side, Pitch | null> = { home: pitchOf(lineups.home), away: pitchOf(lineups.away) };
  const dropped = new Set<number>();
  // Array.prototype.sort is stable, as is the timeline's sort by instant: ties keep the same order in both.
  const ordered = events.map((e, i) => ({ e, i })).sort((a, b) => matchOrder(a.e, b.e) || a.i - b.i);
  for (const { i } of ordered) {
    const e = events[i];
    if (!e) continue;
    const own = pitches[e.side];
    const named = (player: string | null, relatedPlayer: string | null = null) => {
      events[i] = { ...e, player, relatedPlayer };
    };
    switch (e.kind) {
      case 'goal': {
        const player = scorer(rng, own);
        const assist = rng() < 0.7 ? outfielder(rng, own, (name) => name === player) : null;
        named(player, assist);
        break;
      }
      case 'penaltyGoal':
      case 'penaltyMissed':
        named(scorer(rng, own));
        break;
      case 'ownGoal':
        // An own goal's side is the side it counts for; the player is on the other side.
        named(outfielder(rng, pitches[e.side === 'home' ? 'away' : 'home']));
        break;
      case 'yellow': {
        const player = outfielder(rng, own, (name) => own?.booked.has(name) ?? false);
        if (player) own?.booked.add(player);
        named(player);
        break;
      }
      case 'secondYellow': {
        const booked = own ? [...own.booked] : [];
        if (!own || booked.length === 0) {
          events[i] = { ...e, kind: 'red' };
          sendOff(rng, events, i, own);
          break;
        }
        const player = pick(rng, booked);
        leave(own, player);
        named(player);
        break;
      }
      case 'red':
        sendOff(rng, events, i, own);
        break;
      case 'sub': {
        const off =
          own && (own.tiring.find((n) => own.onPitch.some((p) => p.name === n)) ?? outfielder(rng, own));
        const on = off ? own?.bench.shift() : undefined;
        if (!own || !on || !off) {
          dropped.add(i);
          break;
        }
        leave(own, off);
        own.onPitch.push(on);
        named(on.name, off);
        break;
      }
      default:
        named(null);
    }
  }
  return events.filter((_, i) => !dropped.has(i));
}

function sendOff(rng: Rng, events: ScriptEvent[], i: number, pitch: Pitch | null): void {
  const e = events[i];
  if (!e) return;
  const player = outfielder(rng, pitch);
  if (pitch && player) leave(pitch, player);
  events[i] = { ...e, player, relatedPlayer: null };
}
