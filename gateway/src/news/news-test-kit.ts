import {
  EMPTY_MAIN_ODDS,
  type FootballHeader,
  type FootballMatch,
  FootballState,
  type NewsDetail,
  type NewsInsert,
} from '@kuyi/shared';
import { eq } from 'drizzle-orm';
import { type PluginGateway, startWithPlugins } from '../api/start-with-plugins.ts';
import type { TestClient } from '../api/test-client.ts';
import { users } from '../db/schema.ts';
import { person, uploadPng } from '../forum/forum-test-kit.ts';
import { type NewsPluginOptions, newsPlugin } from './news-plugin.ts';
import type { ReportSource } from './report-source.ts';

export interface NewsGateway extends PluginGateway {
  news: ReturnType<typeof newsPlugin>;
}

/** A gateway with the API part and news on PGlite or a fresh PostgreSQL database; no generator loop. */
export async function startNews(
  backend: 'PGlite' | 'PostgreSQL',
  opts: NewsPluginOptions = {},
): Promise<NewsGateway> {
  // Built with the API part, inside startWithPlugins, before it returns.
  let news!: ReturnType<typeof newsPlugin>;
  const t = await startWithPlugins(backend, {
    dirPrefix: 'kuyi-news-',
    plugins: (api) => {
      news = newsPlugin(api, { reportMs: 0, source: emptySource, ...opts });
      return [api, news];
    },
  });
  return Object.assign(t, { news });
}

const emptySource: ReportSource = {
  day: async (day) => ({ date: day ?? '2026-11-22', serverTime: Date.now(), matches: [] }),
  header: async () => null,
  finishedAt: async () => null,
};

/** A logged-in user made admin the only way there is: is_admin set in the database. */
export async function adminPerson(t: NewsGateway) {
  const p = await person(t.url);
  await t.api.db().update(users).set({ isAdmin: true }).where(eq(users.id, p.id));
  return p;
}

export const INSERT = '/api/user/information/admin/insert';

export async function publish(c: TestClient, over: Partial<NewsInsert> = {}, cover?: string) {
  return c.post<NewsDetail>(INSERT, {
    title: '英超前瞻：曼城迎战阿森纳',
    cover: cover ?? (await uploadPng(c)),
    content: '<p>本轮焦点战</p>',
    childType: 1,
    ...over,
  });
}

/** A finished (or not) row of the feed. */
export function feedRow(id: string, over: Partial<FootballMatch> = {}): FootballMatch {
  return {
    id,
    leagueId: '36',
    leagueName: '英超',
    leagueColor: '#ff3333',
    round: '第12轮',
    season: '2026-2027',
    homeId: `${id}h`,
    homeName: '曼城',
    awayId: `${id}a`,
    awayName: '阿森纳',
    homeRank: null,
    awayRank: null,
    kickoff: Date.UTC(2026, 10, 22, 12, 0),
    state: FootballState.Finished,
    periodStart: null,
    injuryTime: 0,
    homeScore: 2,
    awayScore: 1,
    homeHalf: 1,
    awayHalf: 0,
    homeRed: 0,
    awayRed: 0,
    homeYellow: 1,
    awayYellow: 2,
    homeCorner: 5,
    awayCorner: 3,
    homePenalty: null,
    awayPenalty: null,
    regular: { home: 2, away: 1 },
    odds: EMPTY_MAIN_ODDS,
    closing: null,
    hasLineup: false,
    hasAnimation: false,
    neutral: false,
    ...over,
  };
}

/**
 * A fake feed over fixed rows; header reads take a moment so two generators overlap. `ends` gives a match's
 * last commentary time on the feed's clock, which reads `feedNow`.
 */
export function fixedSource(
  rows: FootballMatch[],
  clock: { feedNow?: number; ends?: Record<string, number> } = {},
): ReportSource & { headerReads: number; dayReads: number } {
  const src = {
    headerReads: 0,
    dayReads: 0,
    day: async (day?: string) => {
      src.dayReads++;
      return {
        date: day ?? '2026-11-22',
        serverTime: clock.feedNow ?? Date.now(),
        matches: day && day !== '2026-11-22' ? [] : rows,
      };
    },
    async header(id: string): Promise<FootballHeader | null> {
      src.headerReads++;
      await new Promise((r) => setTimeout(r, 20));
      const match = rows.find((r) => r.id === id);
      return match
        ? { match, events: [], tech: {}, lineups: null, venue: '', referee: '', weather: '' }
        : null;
    },
    finishedAt: async (id: string) => clock.ends?.[id] ?? null,
  };
  return src;
}
