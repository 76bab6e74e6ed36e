import { MATCH_PIN_KEEP_MS, MATCH_PIN_MAX, type MatchPin, pinKey, type Sport } from '@kuyi/shared';

/** The ids pinned in one sport's table, in pin order (football and basketball number their matches apart). */
export function pinnedIdsOf(pins: readonly MatchPin[], sport: Sport): string[] {
  return pins.filter((p) => p.sport === sport).map((p) => p.matchId);
}

/** Pins or unpins one match; a new pin goes last. */
export function togglePin(pins: readonly MatchPin[], pin: MatchPin): MatchPin[] {
  const key = pinKey(pin);
  return pins.some((p) => pinKey(p) === key) ? pins.filter((p) => pinKey(p) !== key) : [...pins, pin];
}

export function unpin(pins: readonly MatchPin[], sport: Sport, matchId: string): MatchPin[] {
  const key = pinKey({ sport, matchId });
  return pins.some((p) => pinKey(p) === key) ? pins.filter((p) => pinKey(p) !== key) : [...pins];
}

/**
 * [PIN5] Drops pins of matches that kicked off more than MATCH_PIN_KEEP_MS ago, so the saved list does not
 * grow forever. An undated pin stays: the account dates it by when it was made, the browser cannot.
 */
export function prunePins(pins: readonly MatchPin[], now: number): MatchPin[] {
  return pins.filter((p) => p.kickoff === null || p.kickoff >= now - MATCH_PIN_KEEP_MS);
}

/**
 * [PIN3] The pins after logging in: the account's, then this browser's pins the account lacks, in their order,
 * up to the cap (what the gateway's merge answers; used when it cannot be reached).
 */
export function mergePins(account: readonly MatchPin[], local: readonly MatchPin[]): MatchPin[] {
  const out = [...account];
  const seen = new Set(account.map(pinKey));
  for (const p of local) {
    if (out.length >= MATCH_PIN_MAX) break;
    const key = pinKey(p);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}

/** What changed between two pin lists: the writes that bring the account from `before` to `after`. */
export function pinChanges(
  before: readonly MatchPin[],
  after: readonly MatchPin[],
): { added: MatchPin[]; removed: MatchPin[] } {
  const was = new Set(before.map(pinKey));
  const is = new Set(after.map(pinKey));
  return {
    added: after.filter((p) => !was.has(pinKey(p))),
    removed: before.filter((p) => !is.has(pinKey(p))),
  };
}

/**
 * A saved list from before pins carried their sport: a bare id pinned that match in both tables, so it
 * becomes a pin in each; dated `now`, so [PIN5] drops it a few days on.
 */
export function pinsFromSaved(saved: unknown, now: number): MatchPin[] | null {
  if (!Array.isArray(saved)) return null;
  const out: MatchPin[] = [];
  for (const v of saved) {
    if (typeof v === 'string') {
      out.push(
        { sport: 'football', matchId: v, kickoff: now },
        { sport: 'basketball', matchId: v, kickoff: now },
      );
    } else if (isPin(v)) {
      out.push({ sport: v.sport, matchId: v.matchId, kickoff: v.kickoff });
    }
  }
  return out;
}

function isPin(v: unknown): v is MatchPin {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return (
    (p.sport === 'football' || p.sport === 'basketball') &&
    typeof p.matchId === 'string' &&
    (p.kickoff === null || typeof p.kickoff === 'number')
  );
}
