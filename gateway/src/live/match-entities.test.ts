import {
  type BasketballHeader,
  basketballHeaderSchema,
  type FootballHeader,
  footballHeaderSchema,
} from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { basketballHeaderEntities, footballHeaderEntities } from './match-entities.ts';
import { basketballRow, footballRow } from './testing/fake-rows.ts';

const line = (name: string, side: 'home' | 'away') => ({
  name,
  side,
  starter: true,
  minutes: 10,
  points: 4,
  rebounds: 1,
  assists: 0,
  steals: 0,
  blocks: 0,
  turnovers: 0,
  fouls: 1,
  fgMade: 2,
  fgAttempts: 3,
  threeMade: 0,
  threeAttempts: 1,
  ftMade: 0,
  ftAttempts: 0,
});

describe('basketball match entities', () => {
  it('[P2] info is the row plus the arena and name spellings; each player line is its own entity', () => {
    const header: BasketballHeader = {
      match: basketballRow(1, Date.UTC(2026, 10, 22)),
      tech: { points: { home: 4, away: 0 } },
      players: [line('詹姆斯', 'home'), line('库里', 'away')],
      aliases: { league: 'NBA', home: 'Lakers', away: 'Warriors' },
      venue: '加密网体育馆',
    };
    const state = basketballHeaderEntities(header);
    expect(state.info).toMatchObject({ id: 'b1', venue: '加密网体育馆', aliases: header.aliases });
    expect(Object.keys(state).sort()).toEqual(['info', 'p:0', 'p:1', 'tech']);
    expect(state['p:1']).toMatchObject({ name: '库里', side: 'away' });
  });

  it('an upstream without the arena leaves it out rather than sending an empty one', () => {
    const state = basketballHeaderEntities({
      match: basketballRow(2, Date.UTC(2026, 10, 22)),
      tech: {},
      players: [],
    });
    expect(state.info && 'venue' in state.info).toBe(false);
  });
});

describe('[F5] provenance reaches the match page', () => {
  const football = (provenance?: FootballHeader['provenance']): FootballHeader => ({
    match: footballRow(3, Date.UTC(2025, 8, 13, 14)),
    events: [],
    tech: {},
    lineups: null,
    venue: '伦敦体育场',
    referee: 'Jarred Gillett',
    weather: '晴 18℃',
    ...(provenance ? { provenance } : {}),
  });

  it('a football-data replay: the info entity carries what is real and what was modelled, as the feed said it', () => {
    const provenance: FootballHeader['provenance'] = {
      source: 'football-data',
      credits: [{ source: 'football-data', parts: ['result', 'halfTime', 'cards', 'referee'] }],
      modelled: ['events', 'eventMinutes', 'weather', 'commentary', 'inPlayOdds'],
    };
    // Read as the poller reads it: through the contract's schema, which would drop a field it did not know.
    const state = footballHeaderEntities(footballHeaderSchema.parse(football(provenance)));
    expect(state.info).toMatchObject({ id: 'f3', provenance });
  });

  it('an older feed without it validates, and the page gets no provenance rather than an empty one', () => {
    const state = footballHeaderEntities(footballHeaderSchema.parse(football()));
    expect(state.info && 'provenance' in state.info).toBe(false);
  });

  it('[F6] a basketball game carries its provenance too', () => {
    const provenance: BasketballHeader['provenance'] = {
      source: 'nba',
      credits: [{ source: 'nba', parts: ['result', 'plays', 'players'] }],
      modelled: ['starters', 'minutes', 'date', 'odds'],
    };
    const header = { match: basketballRow(4, Date.UTC(2026, 10, 22)), tech: {}, players: [], provenance };
    const state = basketballHeaderEntities(basketballHeaderSchema.parse(header));
    expect(state.info).toMatchObject({ id: 'b4', provenance });
  });
});
