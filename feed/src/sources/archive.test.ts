import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type FootballAnalysis,
  type FootballHeader,
  footballHeaderSchema,
  type LeagueSchedules,
  type LiveWords,
  oddsChangeSchema,
} from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedHandle, start } from '../start.ts';
import { isoDate, num, readCsv } from './csv.ts';
import { historyDir } from './history-dir.ts';

/**
 * [F5] The 资料库 lists the real 2025-26 seasons on the synthetic day; a result there opens that match's page.
 * Before, a real match kept the id of the synthetic day's match of the same date, league and index: the header
 * of 利物浦–埃弗顿 (2-1, 20 Sep 2025) answered the generated 西汉姆联–阿森纳 3-2. Now its id is its own and every
 * call of the match page answers it from the file's row: score, half time, 技术统计, cards, referee and the
 * opening and closing odds of 365 and 平博.
 */
const DIR = historyDir();
const present = existsSync(join(DIR, 'football-data-2025-26'));
if (!present) console.warn(`[archive] 跳过：找不到真实数据目录 ${DIR}（设置 KUYI_DATA_DIR）`);

let feed: FeedHandle;
const get = async <T>(path: string): Promise<{ code: number; data: T }> => {
  const res = await fetch(`${feed.url}/sc/api/football/${path}`);
  return (await res.json()) as { code: number; data: T };
};

/** The file's own row of a fixture the database lists (E0 = 英超, 36). */
const csvRow = (kickoffUkDate: string, home: string, away: string) =>
  readCsv(join(DIR, 'football-data-2025-26', 'E0.csv')).find(
    (r) => r.Date && isoDate(r.Date) === kickoffUkDate && r.HomeTeam === home && r.AwayTeam === away,
  );

describe.skipIf(!present)('[F5] a real-season result of the 资料库 has its own match page', () => {
  beforeAll(async () => {
    feed = await start({ speed: 0, date: '2026-11-27', start: '21:50' });
  });
  afterAll(() => feed?.stop());

  it('the real season’s fixtures never take the id of a day’s match; the header answers the same match', async () => {
    const round = await get<LeagueSchedules>('leagueschedules?leagueId=36&season=2025-2026&round=5');
    const fixture = round.data.matches.find((m) => m.homeName === '利物浦' && m.awayName === '埃弗顿');
    expect(fixture?.homeScore).toBe(2);
    expect(fixture?.page).toBeUndefined();
    const id = fixture?.id ?? '';
    // Eleven digits are a day's own matches; the synthetic day of 20 Sep 2025 has an 英超 25092003600.
    expect(id).toMatch(/^\d{12}$/);
    const day = await get<{ matches: { id: string }[] }>('scheduleByDate?date=2025-09-20');
    expect(day.data.matches.map((m) => m.id)).not.toContain(id);

    const res = await get<FootballHeader>(`header?matchId=${id}`);
    expect(res.code).toBe(200);
    const header = footballHeaderSchema.parse(res.data);
    const m = header.match;
    const row = csvRow('2025-09-20', 'Liverpool', 'Everton');
    expect(row).toBeDefined();
    if (!row) return;
    expect([m.homeName, m.awayName, m.state]).toEqual(['利物浦', '埃弗顿', -1]);
    expect([m.homeScore, m.awayScore]).toEqual([num(row, 'FTHG'), num(row, 'FTAG')]);
    expect([m.homeHalf, m.awayHalf]).toEqual([num(row, 'HTHG'), num(row, 'HTAG')]);
    expect([m.homeYellow, m.awayYellow, m.homeRed, m.awayRed]).toEqual(
      ['HY', 'AY', 'HR', 'AR'].map((k) => num(row, k)),
    );
    expect([m.homeCorner, m.awayCorner]).toEqual([num(row, 'HC'), num(row, 'AC')]);
    expect(header.referee).toBe(row.Referee);
    const tech = header.tech as Record<string, { home: number; away: number } | undefined>;
    expect([tech.shots?.home, tech.shots?.away]).toEqual([num(row, 'HS'), num(row, 'AS')]);
    expect([tech.shotsOnTarget?.home, tech.shotsOnTarget?.away]).toEqual([num(row, 'HST'), num(row, 'AST')]);
    expect([tech.fouls?.home, tech.fouls?.away]).toEqual([num(row, 'HF'), num(row, 'AF')]);
    expect([tech.corners?.home, tech.corners?.away]).toEqual([num(row, 'HC'), num(row, 'AC')]);
  });

  it('指数 shows the file’s opening and closing odds; commentary answers for the match', async () => {
    const round = await get<LeagueSchedules>('leagueschedules?leagueId=36&season=2025-2026&round=5');
    const id = round.data.matches.find((m) => m.homeName === '利物浦')?.id ?? '';
    const row = csvRow('2025-09-20', 'Liverpool', 'Everton');
    if (!row) throw new Error('E0.csv 中找不到利物浦–埃弗顿');
    const odds = oddsChangeSchema.parse((await get<unknown>(`odds?matchId=${id}`)).data);
    const b365 = odds.matches[0]?.companies.find((c) => c.companyId === '8');
    expect([b365?.ou.open?.home, b365?.ou.open?.draw, b365?.ou.open?.away]).toEqual(
      ['B365H', 'B365D', 'B365A'].map((k) => num(row, k)),
    );
    expect([b365?.ou.close?.home, b365?.ou.close?.draw, b365?.ou.close?.away]).toEqual(
      ['B365CH', 'B365CD', 'B365CA'].map((k) => num(row, k)),
    );
    // football-data's AHh is the home side's handicap; D4 keeps the line as what the home side gives.
    expect(b365?.ya.open?.line).toBe(-(num(row, 'AHh') ?? 0) || 0);
    expect(b365?.ya.close?.line).toBe(-(num(row, 'AHCh') ?? 0) || 0);
    // 大小 and 亚盘 are quoted as water (decimal − 1).
    const water = (key: string) => Math.round(((num(row, key) ?? 0) - 1) * 100) / 100;
    expect([b365?.da.open?.line, b365?.da.close?.line]).toEqual([2.5, 2.5]);
    expect([b365?.da.open?.over, b365?.da.close?.over]).toEqual([water('B365>2.5'), water('B365C>2.5')]);
    expect([b365?.ya.open?.home, b365?.ya.close?.home]).toEqual([water('B365AHH'), water('B365CAHH')]);
    const words = await get<LiveWords>(`liveWords?cursor=0&matchId=${id}&limit=5000`);
    expect(words.code).toBe(200);
    expect(words.data.words.length).toBeGreaterThan(0);
    expect(words.data.words.every((w) => w.matchId === id)).toBe(true);
  });

  it('分析 of a past result lists the results before it, not the ones after (as on the day it was played)', async () => {
    const round = await get<LeagueSchedules>('leagueschedules?leagueId=36&season=2025-2026&round=5');
    const fixture = round.data.matches.find((m) => m.homeName === '利物浦');
    const a = await get<FootballAnalysis>(`analysis?matchId=${fixture?.id}`);
    expect(a.code).toBe(200);
    // Four rounds came before: Liverpool's four results, none of them later than this match.
    expect(a.data.homeRecent).toHaveLength(4);
    for (const r of [...a.data.homeRecent, ...a.data.awayRecent, ...a.data.headToHead])
      expect(r.kickoff).toBeLessThan(fixture?.kickoff ?? 0);
    // 未来赛程: the real rounds that followed, not the synthetic day's fixtures of late 2026.
    const next = await get<LeagueSchedules>('leagueschedules?leagueId=36&season=2025-2026&round=6');
    const liverpool = next.data.matches.find((m) => m.homeName === '利物浦' || m.awayName === '利物浦');
    expect(a.data.homeFuture).toHaveLength(3);
    expect(a.data.homeFuture[0]?.id).toBe(liverpool?.id);
  });

  it('an older real season (full time only) has no page rather than another match’s', async () => {
    const s = await get<LeagueSchedules>('leagueschedules?leagueId=60&season=2019&round=1');
    const id = s.data.matches[0]?.id ?? '';
    expect(id).toMatch(/^\d{12}$/);
    // The 资料库 shows its score without a link.
    expect(s.data.matches[0]?.page).toBe(false);
    expect((await get<unknown>(`header?matchId=${id}`)).code).toBe(404);
  });
});
