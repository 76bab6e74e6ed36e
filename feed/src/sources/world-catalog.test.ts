import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FootballAnalysis, FootballSchedule, LeaguePoints } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedHandle, start } from '../start.ts';
import { historyAt, historyDir } from './history-dir.ts';

/**
 * On a synthetic day inside the real 2025-26 season (here 20 Nov 2025) a real season of the same label
 * (2025-2026, from ../shared/data) replaces the generated one in the database, so the [n] before a team's name,
 * the 分析 tab's standing and the 积分 tab must all be read from that one real table. Before, the day's rows
 * ranked teams in the generated season: 梅斯 [6] in the header over a 积分 tab saying 17th. (A day of Nov 2026 is
 * in 2026-2027, a generated season of its own: synthetic-season.test.ts.)
 */
const DIR = historyDir();
const present = existsSync(join(DIR, 'football-data-2025-26'));
if (!present) console.warn(`[world-catalog] 跳过：找不到真实数据目录 ${DIR}（设置 KUYI_DATA_DIR）`);

const DAY = { speed: 0, date: '2025-11-20', start: '21:50' } as const;
let feed: FeedHandle;
let bare: FeedHandle;
const get = async <T>(h: FeedHandle, path: string) => {
  const res = await fetch(`${h.url}/sc/api/football/${path}`);
  return ((await res.json()) as { data: T }).data;
};

beforeAll(async () => {
  [feed, bare] = await Promise.all([start(DAY), start({ ...DAY, historyDir: '/nonexistent/kuyi-data' })]);
});
afterAll(() => Promise.all([feed.stop(), bare.stop()]));

/** Leagues whose season on the day is a real one. */
const realLeagues = () =>
  new Set((historyAt(DIR)?.seasons ?? []).filter((s) => s.season === '2025-2026').map((s) => s.leagueId));

type Row = FootballSchedule['matches'][number];
const dayRows = async (h: FeedHandle) => (await get<FootballSchedule>(h, 'scheduleByDate')).matches;

describe.skipIf(!present)('[issue12] one table per league season on the synthetic day', () => {
  it('every match of a real-season league ranks both teams as that league’s 积分榜 does', async () => {
    const leagues = realLeagues();
    const rows = (await dayRows(feed)).filter((m: Row) => leagues.has(m.leagueId));
    expect(rows.length).toBeGreaterThan(20);
    const tables = new Map<string, LeaguePoints>();
    for (const m of rows) {
      const key = `${m.leagueId}:${m.season}`;
      if (!tables.has(key))
        tables.set(
          key,
          await get<LeaguePoints>(feed, `leaguePoints?leagueId=${m.leagueId}&season=${m.season}&lang=2`),
        );
      const total = tables.get(key)?.total ?? [];
      const rankOf = (id: string) => total.find((r) => r.teamId === id)?.rank;
      expect([m.homeRank, m.awayRank], `${m.homeName}–${m.awayName}`).toEqual([
        rankOf(m.homeId),
        rankOf(m.awayId),
      ]);
    }
  });

  it('分析 shows the same standings, the real season’s results, and the fixtures still to come', async () => {
    const leagues = realLeagues();
    const rows = (await dayRows(feed)).filter((m: Row) => leagues.has(m.leagueId)).slice(0, 8);
    let withFuture = 0;
    for (const m of rows) {
      const a = await get<FootballAnalysis>(feed, `analysis?matchId=${m.id}`);
      expect([a.homeStanding?.rank, a.awayStanding?.rank]).toEqual([m.homeRank, m.awayRank]);
      // Recent results are the real season's: kicked off in 2025.
      expect(a.homeRecent.length).toBeGreaterThan(0);
      for (const r of [...a.homeRecent, ...a.awayRecent])
        expect(new Date(r.kickoff).getUTCFullYear()).toBe(2025);
      if (a.homeFuture.length > 0) withFuture++;
    }
    expect(withFuture).toBeGreaterThan(0);
  });

  it('without the real data the day keeps its generated ranks (the binding is what changes them)', async () => {
    const leagues = realLeagues();
    const withData = new Map((await dayRows(feed)).map((m: Row) => [m.id, [m.homeRank, m.awayRank]]));
    const generated = (await dayRows(bare)).filter((m: Row) => leagues.has(m.leagueId));
    const differ = generated.filter((m) => {
      const real = withData.get(m.id);
      return real && (real[0] !== m.homeRank || real[1] !== m.awayRank);
    });
    expect(differ.length).toBeGreaterThan(0);
  });
});

describe('[issue12] a generated season: the header and 分析 agree', () => {
  it('分析’s 积分排名 ranks both teams as the [n] before their names (the table before the round)', async () => {
    const rows = (await dayRows(bare)).filter((m: Row) => m.homeRank !== null);
    expect(rows.length).toBeGreaterThan(20);
    for (const m of rows.slice(0, 40)) {
      const a = await get<FootballAnalysis>(bare, `analysis?matchId=${m.id}`);
      expect([a.homeStanding?.rank, a.awayStanding?.rank], `${m.homeName}–${m.awayName}`).toEqual([
        m.homeRank,
        m.awayRank,
      ]);
    }
  });
});
