import { basketballScheduleOddsSchema, basketballScheduleSchema } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedHandle, start } from '../start.ts';

let feed: FeedHandle;

const get = async (path: string) => {
  const res = await fetch(`${feed.url}/sc/api/${path}`);
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: unknown } };
};

beforeAll(async () => {
  feed = await start({ port: 0, seed: 7, speed: 0, source: 'synthetic', date: '2026-11-22', start: '21:40' });
});
afterAll(() => feed?.stop());

describe('basketball/scheduleAddOdds?matchId: one game of any day with every company (the odds of 完场 games)', () => {
  it("an earlier day's finished game answers its companies' opening and closing lines", async () => {
    const day = basketballScheduleSchema.parse(
      (await get('basketball/scheduleByDate?date=2026-11-20')).body.data,
    );
    const game = day.matches.find((m) => m.state === -1);
    expect(game).toBeDefined();
    // The whole-day read holds today's games only: the odds centre had 暂无指数数据 for this one.
    const today = basketballScheduleOddsSchema.parse(
      (await get('basketball/scheduleAddOdds?userId=0')).body.data,
    );
    expect(today.matches.some((m) => m.match.id === game?.id)).toBe(false);
    const one = await get(`basketball/scheduleAddOdds?userId=0&matchId=${game?.id}`);
    const parsed = basketballScheduleOddsSchema.parse(one.body.data);
    expect(parsed.matches.map((m) => m.match.id)).toEqual([game?.id]);
    expect(parsed.matches[0]?.match).toEqual(game);
    const companies = parsed.matches[0]?.companies ?? [];
    expect(companies.length).toBeGreaterThan(0);
    for (const c of companies) {
      expect(c.ya.open).not.toBeNull();
      expect(c.ya.close).not.toBeNull();
    }
  });

  it('an unknown game answers 404 比赛不存在, a malformed id 400', async () => {
    expect((await get('basketball/scheduleAddOdds?userId=0&matchId=99999999999')).body).toMatchObject({
      code: 404,
      msg: '比赛不存在',
    });
    expect((await get('basketball/scheduleAddOdds?userId=0&matchId=a.b')).status).toBe(400);
  });
});
