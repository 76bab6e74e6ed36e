import type {
  ChannelState,
  FootballEvent,
  FootballMatch,
  FootballProvenance,
  FootballTech,
  Lineups,
  LiveWord,
  TechStat,
} from '@kuyi/shared';

/** The `info` entity of `football:match:{id}`: the list row plus what only the match page shows. */
export interface MatchInfo extends FootballMatch {
  venue: string;
  referee: string;
  weather: string;
  /** Which parts are real and from where ([F5]); absent from a feed that does not say. */
  provenance?: FootballProvenance;
}

/** Everything the live tab draws, read out of one channel state. */
export interface MatchView {
  info: MatchInfo;
  tech: FootballTech & Record<string, TechStat>;
  lineups: Lineups | null;
  /** In the order they happened. */
  events: FootballEvent[];
  /** Newest first, as a fan reads text commentary. */
  words: LiveWord[];
}

/** `26112206000-12` → 12: the feed numbers a match's events in the order they happened. */
export function eventSeq(id: string): number {
  const n = Number(id.slice(id.lastIndexOf('-') + 1));
  return Number.isFinite(n) ? n : 0;
}

/** Match-time order: 45+2' after 45' and before 46'; events of one minute in the feed's order. */
export function compareEvents(
  a: Pick<FootballEvent, 'minute' | 'addedTime' | 'id'>,
  b: Pick<FootballEvent, 'minute' | 'addedTime' | 'id'>,
): number {
  return a.minute - b.minute || (a.addedTime ?? 0) - (b.addedTime ?? 0) || eventSeq(a.id) - eventSeq(b.id);
}

/**
 * Reads the match channel's entities ([P2]: info, tech, lineups, ev:*, w:*). The entities were validated
 * by the gateway when it read them from the feed. Null while the channel has no `info` yet (a channel
 * nobody has filled answers with an empty snapshot). `extraWords` are lines read over REST for a match
 * whose channel started after they were said; the channel's own copy wins on a shared id.
 */
export function readMatchState(state: ChannelState, extraWords: readonly LiveWord[] = []): MatchView | null {
  const info = state.info as unknown as MatchInfo | undefined;
  if (!info) return null;
  const events: FootballEvent[] = [];
  const words = new Map<number, LiveWord>();
  for (const w of extraWords) words.set(w.id, w);
  for (const [key, entity] of Object.entries(state)) {
    if (key.startsWith('ev:')) events.push(entity as unknown as FootballEvent);
    else if (key.startsWith('w:')) {
      const word = entity as unknown as LiveWord;
      words.set(word.id, word);
    }
  }
  events.sort(compareEvents);
  return {
    info,
    tech: (state.tech ?? {}) as unknown as MatchView['tech'],
    lineups: (state.lineups as unknown as Lineups | undefined) ?? null,
    events,
    words: [...words.values()].sort((a, b) => b.id - a.id),
  };
}

const sameItems = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Keeps the previous view's arrays when their items did not change (applyPatch keeps untouched entities
 * by reference), so a new commentary line does not re-render the timeline, line-ups and stats.
 */
export function keepStable(prev: MatchView | null, next: MatchView): MatchView {
  if (!prev) return next;
  const events = sameItems(prev.events, next.events) ? prev.events : next.events;
  const words = sameItems(prev.words, next.words) ? prev.words : next.words;
  if (events === next.events && words === next.words) return next;
  return { ...next, events, words };
}
