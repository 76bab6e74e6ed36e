import { describe, expect, it } from 'vitest';
import { BasketballCatalog } from './basketball-catalog.ts';
import { type NbaLogSeason, nbaTeam } from './nba-league-log.ts';
import type { BasketballSeasonLookup, Source } from './source.ts';

const NBA_INFO = {
  id: '1',
  name: 'NBA',
  alias: 'NBA',
  color: '#c8102e',
  region: '美国',
  kind: 'league' as const,
  sport: 'basketball' as const,
  currentSeason: '2026-2027',
};

/** A source whose NBA has only its current season, with no games. */
const source = (name: string): Source => ({
  name,
  buildDay: () => ({ football: [], basketball: [] }),
  catalog: { list: () => [], season: () => 'unknownCompetition' },
  basketballLeagues: () => [NBA_INFO],
  basketballSeason: (id, season): BasketballSeasonLookup =>
    id !== '1'
      ? 'unknownCompetition'
      : season === null || season === NBA_INFO.currentSeason
        ? { info: NBA_INFO, season: NBA_INFO.currentSeason, teams: [], games: [] }
        : 'unknownSeason',
});

const TIP_OFF = Date.parse('2018-10-16T08:00:00+08:00');
const real: NbaLogSeason = {
  season: '2018-2019',
  teams: [nbaTeam('BOS'), nbaTeam('PHI')],
  games: [
    {
      id: '0021800001',
      kickoff: TIP_OFF,
      leagueName: 'NBA',
      homeId: nbaTeam('BOS').id,
      homeName: '凯尔特人',
      awayId: nbaTeam('PHI').id,
      awayName: '76人',
      finishedAt: TIP_OFF + 3 * 3_600_000,
      settledAt: TIP_OFF + 3 * 3_600_000,
      homeScore: 105,
      awayScore: 87,
      plan: null,
      page: false,
      overtimes: 0,
      homeBox: {} as never,
      awayBox: {} as never,
    },
  ],
};
const NOW = Date.parse('2026-11-22T21:40:00+08:00');

describe('[bb-database] the basketball catalog', () => {
  it('lists the real season under the NBA after the current one, each answer credited to its source', () => {
    const c = new BasketballCatalog(source('synthetic'), () => real);
    expect(c.list(NOW)[0]?.seasons).toEqual(['2026-2027', '2018-2019']);
    const old = c.season('1', '2018-2019', NOW);
    const own = c.season('1', null, NOW);
    expect(typeof old === 'object' && [old.season, old.info.dataSource, old.games.length]).toEqual([
      '2018-2019',
      'nba-stats',
      1,
    ]);
    expect(typeof own === 'object' && [own.season, own.info.dataSource]).toEqual(['2026-2027', 'generated']);
  });

  it('the NBA replay’s own seasons are credited to nba-stats too', () => {
    const own = new BasketballCatalog(source('nba'), () => real).season('1', null, NOW);
    expect(typeof own === 'object' && own.info.dataSource).toBe('nba-stats');
  });

  it('without the data file there is no 2018-2019, and asking for it is an unknown season, not a crash', () => {
    const c = new BasketballCatalog(source('synthetic'), () => null);
    expect(c.list(NOW)[0]?.seasons).toEqual(['2026-2027']);
    expect(c.season('1', '2018-2019', NOW)).toBe('unknownSeason');
    expect(c.season('99', null, NOW)).toBe('unknownCompetition');
  });

  it('a clock before the real season’s first tip-off does not list it', () => {
    const c = new BasketballCatalog(source('synthetic'), () => real);
    expect(c.list(TIP_OFF - 1)[0]?.seasons).toEqual(['2026-2027']);
    expect(c.season('1', '2018-2019', TIP_OFF - 1)).toBe('unknownSeason');
  });
});
