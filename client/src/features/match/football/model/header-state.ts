import type { ChannelState, FootballHeader, JsonObject, LiveWord } from '@kuyi/shared';

const asJson = (value: object): JsonObject => value as unknown as JsonObject;

/**
 * A match header read over REST ([F5]) in the shape of the match channel ([P2]), the way the gateway
 * builds it: for a match the live pipeline does not hold (an older day's match), so the page reads the same.
 */
export function headerToState(header: FootballHeader, words: readonly LiveWord[]): ChannelState {
  const state: ChannelState = {
    info: asJson({
      ...header.match,
      venue: header.venue,
      referee: header.referee,
      weather: header.weather,
      ...(header.provenance ? { provenance: header.provenance } : {}),
    }),
    tech: asJson(header.tech),
  };
  if (header.lineups) state.lineups = asJson(header.lineups);
  for (const event of header.events) state[`ev:${event.id}`] = asJson(event);
  for (const word of words) state[`w:${word.id}`] = asJson(word);
  return state;
}
