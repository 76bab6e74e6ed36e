import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envelopeSchema, worldCupInfoSchema, worldCupShooterSchema } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { worldCupDataDir } from '../sources/worldcup-data.ts';
import { type FeedHandle, start } from '../start.ts';

const DATA = worldCupDataDir();
const present = existsSync(join(DATA, 'openfootball-worldcup', '2022', 'worldcup.json'));

let feed: FeedHandle;
const get = async (path: string) => {
  const res = await fetch(`${feed.url}/sc/api/${path}`);
  return { status: res.status, body: envelopeSchema(z.unknown()).parse(await res.json()) };
};

describe.skipIf(!present)('[WC4] /sc/api/football/worldcupInfo and worldcupShooter', () => {
  beforeAll(async () => {
    // The synthetic source: the World Cup calls read the data directory whatever the source.
    feed = await start({ seed: 7, speed: 0, date: '2026-11-22', start: '12:00', historyDir: DATA });
  });
  afterAll(() => feed?.stop());

  it('answers every tournament in the cupInfo-like shape, with the bracket and champion', async () => {
    for (const season of ['2018', '2022', '2026']) {
      const { status, body } = await get(`football/worldcupInfo?season=${season}`);
      expect(status).toBe(200);
      const info = worldCupInfoSchema.parse(body.data);
      expect(info.cup).toMatchObject({
        id: '75',
        name: '世界杯',
        kind: 'cup',
        seasons: ['2026', '2022', '2018'],
      });
      expect(info.season).toBe(season);
      expect(info.credit).toContain('openfootball');
      expect(info.bracket.at(-1)?.stage).toBe('final');
    }
    const info = worldCupInfoSchema.parse((await get('football/worldcupInfo?season=2022')).body.data);
    expect(info).toMatchObject({ title: '2022年卡塔尔世界杯', status: 'finished', teamCount: 32 });
    expect(info.champion).toMatchObject({ name: '阿根廷', code: 'ARG' });
    expect(info.thirdPlace).toMatchObject({
      homeName: '克罗地亚',
      awayName: '摩洛哥',
      homeScore: 2,
      awayScore: 1,
    });
    expect(info.bracket.map((r) => [r.name, r.matches.length])).toEqual([
      ['1/8决赛', 8],
      ['1/4决赛', 4],
      ['半决赛', 2],
      ['决赛', 1],
    ]);
  });

  it('defaults to the latest World Cup that has started', async () => {
    const info = worldCupInfoSchema.parse((await get('football/worldcupInfo')).body.data);
    expect(info.season).toBe('2026');
    expect(info.groups).toHaveLength(12);
  });

  it('ranks the 2022 scorers: 姆巴佩 8, 梅西 7', async () => {
    const rows = worldCupShooterSchema.parse(
      (await get('football/worldcupShooter?season=2022')).body.data,
    ).rows;
    expect(rows.slice(0, 2)).toEqual([
      {
        rank: 1,
        player: '姆巴佩',
        teamId: expect.any(String),
        teamName: '法国',
        goals: 8,
        penalties: 2,
      },
      {
        rank: 2,
        player: '梅西',
        teamId: expect.any(String),
        teamName: '阿根廷',
        goals: 7,
        penalties: 4,
      },
    ]);
  });

  it('[WC5] a source that does not replay World Cups marks their matches page: false (no match page to link to)', async () => {
    const info = worldCupInfoSchema.parse((await get('football/worldcupInfo?season=2022')).body.data);
    const all = [...info.stages.flatMap((s) => s.matches), ...info.bracket.flatMap((r) => r.matches)];
    expect(all.length).toBeGreaterThan(64);
    expect(all.every((m) => m.page === false)).toBe(true);
    expect(info.thirdPlace?.page).toBe(false);
    // Indeed the score centre has none: the header of the final answers 404.
    const final = info.bracket.at(-1)?.matches[0];
    expect((await get(`football/header?matchId=${final?.id}`)).status).toBe(404);
  });

  it('refuses a bad or unknown season in Chinese', async () => {
    expect(await get('football/worldcupInfo?season=22')).toMatchObject({
      status: 400,
      body: { code: 400, msg: '参数 season 格式错误，应为 2025-2026 或 2026' },
    });
    expect(await get('football/worldcupShooter?season=2014')).toMatchObject({
      status: 404,
      body: { code: 404, msg: '暂无 2014 年世界杯数据' },
    });
  });
});

describe('[WC4] without the data directory there is no World Cup, and the feed says so', () => {
  let empty: FeedHandle;
  const messages: string[] = [];
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kuyi-no-data-'));
    empty = await start({ seed: 7, speed: 0, historyDir: dir, onHistory: (h) => messages.push(h.message) });
  });
  afterAll(() => empty?.stop());

  it('logs it and answers 404 暂无世界杯数据', async () => {
    expect(messages.some((m) => m.includes('不提供世界杯专题'))).toBe(true);
    const res = await fetch(`${empty.url}/sc/api/football/worldcupInfo?season=2022`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, msg: '暂无世界杯数据', data: null });
  });
});
