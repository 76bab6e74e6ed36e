import type {
  BasketballHeader,
  BasketballMatch,
  BasketballPlayerLine,
  BasketballProvenance,
  ChannelState,
  JsonObject,
  LiveWord,
  TechStat,
} from '@kuyi/shared';

/** The `info` entity of `basketball:match:{id}`: the list row plus the arena, when the feed knows it. */
export type BasketballInfo = BasketballMatch & { venue?: string; provenance?: BasketballProvenance };

/** Everything the live page draws, read out of one channel state. */
export interface BasketballView {
  info: BasketballInfo;
  /** Team totals (points, rebounds, fgMade …) as home/away pairs. */
  tech: Readonly<Record<string, TechStat>>;
  /** The box score, one line per player of either side, in the feed's order. */
  players: BasketballPlayerLine[];
  /** Play-by-play, newest first. */
  words: LiveWord[];
}

/**
 * Reads the basketball match channel's entities ([P2]: info, tech, p:{i} player lines, w:{id} play-by-play;
 * validated by the gateway when it read them from the feed). Null while the channel has no `info` yet (a
 * channel nobody has filled answers with an empty snapshot). `extraWords` are lines read over REST for a
 * match the live pipeline does not hold; the channel's own copy wins on a shared id.
 */
export function readBasketballState(
  state: ChannelState,
  extraWords: readonly LiveWord[] = [],
): BasketballView | null {
  const info = state.info as unknown as BasketballInfo | undefined;
  if (!info) return null;
  const players: Array<[number, BasketballPlayerLine]> = [];
  const words = new Map<number, LiveWord>();
  for (const w of extraWords) words.set(w.id, w);
  for (const [key, entity] of Object.entries(state)) {
    if (key.startsWith('p:')) players.push([Number(key.slice(2)), entity as unknown as BasketballPlayerLine]);
    else if (key.startsWith('w:')) {
      const word = entity as unknown as LiveWord;
      words.set(word.id, word);
    }
  }
  // Entity order is not the feed's order: p:10 can come before p:2.
  players.sort((a, b) => a[0] - b[0]);
  return {
    info,
    tech: (state.tech ?? {}) as unknown as BasketballView['tech'],
    players: players.map(([, line]) => line),
    words: [...words.values()].sort((a, b) => b.id - a.id),
  };
}

const sameItems = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Keeps the previous view's arrays when their items did not change (applyPatch keeps untouched entities by
 * reference), so a play-by-play line that moves nobody's numbers does not re-render the box score, and a
 * box score change does not re-render the play-by-play.
 */
export function keepStable(prev: BasketballView | null, next: BasketballView): BasketballView {
  if (!prev) return next;
  const players = sameItems(prev.players, next.players) ? prev.players : next.players;
  const words = sameItems(prev.words, next.words) ? prev.words : next.words;
  if (players === next.players && words === next.words) return next;
  return { ...next, players, words };
}

const asJson = (value: object): JsonObject => value as unknown as JsonObject;

/**
 * A header and play-by-play read over REST ([F6], technic) in the shape of the match channel ([P2]), the
 * way the gateway builds it: for a match the live pipeline does not hold (an older day's), so the page
 * reads the same.
 */
export function headerToState(header: BasketballHeader, words: readonly LiveWord[]): ChannelState {
  const info = {
    ...header.match,
    ...(header.venue ? { venue: header.venue } : {}),
    ...(header.provenance ? { provenance: header.provenance } : {}),
  };
  const state: ChannelState = { info: asJson(info), tech: asJson(header.tech) };
  header.players.forEach((line, i) => {
    state[`p:${i}`] = asJson(line);
  });
  for (const word of words) state[`w:${word.id}`] = asJson(word);
  return state;
}
