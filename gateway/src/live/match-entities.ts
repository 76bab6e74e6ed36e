import type {
  BasketballHeader,
  ChannelState,
  CompanyOdds,
  FootballHeader,
  JsonObject,
  LiveWord,
} from '@kuyi/shared';

/**
 * How upstream answers become channel entities ([P2]). Each event, commentary line, player line and
 * bookmaker is its own entity, so appending one never re-sends the others.
 */
const asJson = (value: object): JsonObject => value as unknown as JsonObject;

export function footballHeaderEntities(header: FootballHeader): ChannelState {
  const state: ChannelState = {
    info: asJson({
      ...header.match,
      venue: header.venue,
      referee: header.referee,
      weather: header.weather,
      ...(header.aliases ? { aliases: header.aliases } : {}),
      // What of the page is real and from where: the page credits the sources and names what was modelled.
      ...(header.provenance ? { provenance: header.provenance } : {}),
    }),
    tech: asJson(header.tech),
  };
  if (header.lineups) state.lineups = asJson(header.lineups);
  for (const event of header.events) state[`ev:${event.id}`] = asJson(event);
  return state;
}

export function basketballHeaderEntities(header: BasketballHeader): ChannelState {
  const info = {
    ...header.match,
    ...(header.aliases ? { aliases: header.aliases } : {}),
    // The match page's header shows the arena; the list rows do not carry it.
    ...(header.venue ? { venue: header.venue } : {}),
    ...(header.provenance ? { provenance: header.provenance } : {}),
  };
  const state: ChannelState = { info: asJson(info), tech: asJson(header.tech) };
  header.players.forEach((line, i) => {
    state[`p:${i}`] = asJson(line);
  });
  return state;
}

/** Commentary entities are kept across header refreshes (replace with keepPrefix). */
export const WORD_PREFIX = 'w:';

export function wordEntities(words: readonly LiveWord[]): Map<string, ChannelState> {
  const byMatch = new Map<string, ChannelState>();
  for (const word of words) {
    const state = byMatch.get(word.matchId) ?? {};
    state[`${WORD_PREFIX}${word.id}`] = asJson(word);
    byMatch.set(word.matchId, state);
  }
  return byMatch;
}

export function oddsEntities(companies: readonly CompanyOdds[]): ChannelState {
  return Object.fromEntries(companies.map((c) => [c.companyId, asJson(c)]));
}

export function rowEntities(rows: ReadonlyArray<{ id: string }>): ChannelState {
  return Object.fromEntries(rows.map((row) => [row.id, asJson(row)]));
}
