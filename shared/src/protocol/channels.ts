import { isSport, type Sport } from '../domain/sport.ts';

/**
 * Channel names ([P1] in SPEC.md). A channel is a room on the socket and a keyed state in the store.
 *   football:list | basketball:list           one row per match of the day
 *   football:match:{id} | basketball:match:{id}  events, liveWords, tech stats, lineups
 *   odds:{sport}:{id}                          per-company odds
 *   chat:{sport}:{id}                          match chat (user generated)
 */
export type Channel =
  | `${Sport}:list`
  | `${Sport}:match:${string}`
  | `odds:${Sport}:${string}`
  | `chat:${Sport}:${string}`;

export type ParsedChannel =
  | { kind: 'list'; sport: Sport }
  | { kind: 'match'; sport: Sport; matchId: string }
  | { kind: 'odds'; sport: Sport; matchId: string }
  | { kind: 'chat'; sport: Sport; matchId: string };

/** Match ids are short opaque tokens; this bound keeps room names and Redis keys small. */
const MATCH_ID = /^[A-Za-z0-9_-]{1,40}$/;
export const MAX_CHANNEL_LENGTH = 64;

export function parseChannel(value: unknown): ParsedChannel | null {
  if (typeof value !== 'string' || value.length > MAX_CHANNEL_LENGTH) return null;
  const parts = value.split(':');
  if (parts.length === 2 && parts[1] === 'list' && isSport(parts[0]))
    return { kind: 'list', sport: parts[0] };
  if (parts.length !== 3) return null;
  const [a, b, id] = parts as [string, string, string];
  if (!MATCH_ID.test(id)) return null;
  if (isSport(a) && b === 'match') return { kind: 'match', sport: a, matchId: id };
  if (a === 'odds' && isSport(b)) return { kind: 'odds', sport: b, matchId: id };
  if (a === 'chat' && isSport(b)) return { kind: 'chat', sport: b, matchId: id };
  return null;
}

export function formatChannel(parsed: ParsedChannel): Channel {
  switch (parsed.kind) {
    case 'list':
      return `${parsed.sport}:list`;
    case 'match':
      return `${parsed.sport}:match:${parsed.matchId}`;
    case 'odds':
      return `odds:${parsed.sport}:${parsed.matchId}`;
    case 'chat':
      return `chat:${parsed.sport}:${parsed.matchId}`;
  }
}

export const listChannel = (sport: Sport): Channel => `${sport}:list`;
export const matchChannel = (sport: Sport, matchId: string): Channel => `${sport}:match:${matchId}`;
export const oddsChannel = (sport: Sport, matchId: string): Channel => `odds:${sport}:${matchId}`;
export const chatChannel = (sport: Sport, matchId: string): Channel => `chat:${sport}:${matchId}`;
