import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type BasketballHeader,
  basketballHeaderSchema,
  type FootballHeader,
  type FootballPart,
  type FootballProvenance,
  footballHeaderSchema,
} from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOTBALL_LEAGUES } from '../catalog/football-leagues.ts';
import { DEFAULT_DATA_DIR, type FeedHandle, start } from '../start.ts';

/**
 * [F5]/[F6] `provenance`: the match page says which of its parts are a real source's and which the feed
 * generated, so that generated minutes, weather and commentary are never shown as facts.
 */
const DATA = process.env.KUYI_DATA_DIR ?? DEFAULT_DATA_DIR;
const present = existsSync(join(DATA, 'football-data-2025-26'));
const nbaPresent = existsSync(join(DATA, 'nba-pbpstats'));
if (!present || !nbaPresent)
  console.warn(
    `[feed] real data not found at ${DATA}: the replay provenance tests are skipped (set KUYI_DATA_DIR).`,
  );

const read = async <T>(feed: FeedHandle, path: string): Promise<T> =>
  ((await (await fetch(`${feed.url}/sc/api/${path}`)).json()) as { data: T }).data;
const footballHeader = async (feed: FeedHandle, id: string) =>
  footballHeaderSchema.parse(await read<FootballHeader>(feed, `football/header?matchId=${id}`));
const creditedBy = (p: FootballProvenance | undefined, source: string): FootballPart[] =>
  p?.credits.find((c) => c.source === source)?.parts ?? [];
const leagueId = (fd: string) => FOOTBALL_LEAGUES.find((l) => l.fd === fd)?.id;

describe('[F5] provenance on the synthetic day', () => {
  let feed: FeedHandle;
  beforeAll(async () => {
    feed = await start({
      speed: 0,
      date: '2026-11-27',
      start: '23:50',
      historyDir: '/nonexistent/kuyi-data',
    });
  });
  afterAll(() => feed.stop());

  it('a synthetic football match says it is generated, every part modelled, nothing credited', async () => {
    const { matches } = await read<{ matches: { id: string }[] }>(feed, 'football/scheduleByDate');
    const header = await footballHeader(feed, matches[0]?.id ?? '');
    expect(header.provenance?.source).toBe('generated');
    expect(header.provenance?.credits).toEqual([]);
    expect(header.provenance?.modelled).toEqual(expect.arrayContaining(['result', 'events', 'weather']));
    // An older upstream that does not say still speaks the contract.
    const { provenance: _, ...older } = header;
    expect(footballHeaderSchema.parse(older).provenance).toBeUndefined();
  });

  it('[F6] a synthetic basketball game says so too', async () => {
    const { matches } = await read<{ matches: { id: string }[] }>(feed, 'basketball/scheduleByDate');
    const header = basketballHeaderSchema.parse(
      await read<BasketballHeader>(feed, `basketball/header?matchId=${matches[0]?.id}`),
    );
    expect(header.provenance).toMatchObject({ source: 'generated', credits: [] });
  });
});

describe.skipIf(!present)('[F5] provenance of a football-data replay (2025-09-13)', () => {
  let feed: FeedHandle;
  let ids: string[];
  beforeAll(async () => {
    feed = await start({
      source: 'football-data',
      dataDir: DATA,
      seed: 7,
      speed: 0,
      date: '2025-09-14',
      start: '12:00',
    });
    const day = (date: string) =>
      read<{ matches: { id: string }[] }>(feed, `football/scheduleByDate?date=${date}`);
    ids = [...(await day('2025-09-13')).matches, ...(await day('2025-09-14')).matches].map((m) => m.id);
  });
  afterAll(() => feed?.stop());

  const planOf = (fd: string, home?: string) => {
    const plan = ids
      .map((id) => feed.world.football(id))
      .find(
        (p) => p !== undefined && p.league.id === leagueId(fd) && (home ?? p.home.alias) === p.home.alias,
      );
    if (!plan) throw new Error(`no ${fd} ${home ?? ''} match on the day`);
    return plan;
  };

  it('a match known only by its CSV row: totals, referee and open/close prices real; minutes, weather, commentary, in-play odds modelled', async () => {
    const { provenance } = await footballHeader(feed, planOf('E1').id);
    expect(provenance?.source).toBe('football-data');
    expect(creditedBy(provenance, 'football-data')).toEqual(
      expect.arrayContaining(['result', 'halfTime', 'cards', 'corners', 'shots', 'fouls', 'referee']),
    );
    expect(creditedBy(provenance, 'football-data')).toEqual(
      expect.arrayContaining(['openingOdds', 'closingOdds']),
    );
    expect(provenance?.modelled).toEqual(
      expect.arrayContaining(['events', 'eventMinutes', 'weather', 'commentary', 'venue', 'inPlayOdds']),
    );
    expect(provenance?.modelled).not.toContain('referee');
    expect(provenance?.credits.map((c) => c.source)).toEqual(['football-data']);
  });

  it('a league whose file has no referee column credits no referee and does not call it modelled', async () => {
    const plan = planOf('D1');
    expect(plan.referee).toBe('');
    const { provenance } = await footballHeader(feed, plan.id);
    expect(creditedBy(provenance, 'football-data')).not.toContain('referee');
    expect(provenance?.modelled).not.toContain('referee');
  });

  it("a Premier League match with openfootball's events: events, minutes, line-ups and ground real, corner minutes modelled", async () => {
    const { provenance } = await footballHeader(feed, planOf('E0', 'West Ham').id);
    expect(provenance?.source).toBe('football-data');
    expect(creditedBy(provenance, 'openfootball')).toEqual(
      expect.arrayContaining(['events', 'eventMinutes', 'lineups', 'referee', 'venue']),
    );
    expect(creditedBy(provenance, 'football-data')).toEqual(expect.arrayContaining(['result', 'corners']));
    expect(provenance?.modelled).not.toContain('events');
    expect(provenance?.modelled).not.toContain('eventMinutes');
    expect(provenance?.modelled).toEqual(expect.arrayContaining(['cornerMinutes', 'weather', 'commentary']));
  });
});

describe.skipIf(!nbaPresent)('[F6] provenance of an NBA replay', () => {
  let feed: FeedHandle;
  beforeAll(async () => {
    feed = await start({
      source: 'nba',
      dataDir: DATA,
      seed: 7,
      speed: 0,
      date: '2026-11-27',
      start: '23:50',
    });
  });
  afterAll(() => feed?.stop());

  it('plays, score and player lines are the files’; the date, starters, minutes and odds are not', async () => {
    const { matches } = await read<{ matches: { id: string }[] }>(feed, 'basketball/scheduleByDate');
    const header = basketballHeaderSchema.parse(
      await read<BasketballHeader>(feed, `basketball/header?matchId=${matches[0]?.id}`),
    );
    expect(header.provenance?.source).toBe('nba');
    expect(header.provenance?.credits[0]?.parts).toEqual(
      expect.arrayContaining(['result', 'plays', 'players']),
    );
    expect(header.provenance?.modelled).toEqual(['starters', 'minutes', 'date', 'odds']);
  });
});
