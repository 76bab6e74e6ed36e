import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type CupInfo, cupInfoSchema, type WorldCupInfo, worldCupInfoSchema } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldCupDataDir } from '../sources/worldcup-data.ts';
import { type FeedHandle, start } from '../start.ts';
import { dayStart } from '../util/day-time.ts';

const DATA = worldCupDataDir();
const present = existsSync(join(DATA, 'wc2018-sfgio', '2018-06-27_matches_today.json'));
if (!present) console.warn(`[feed] World Cup data not found at ${DATA}: the 资料库 出线 tests are skipped.`);

let feed: FeedHandle;
const get = async (path: string) =>
  ((await (await fetch(`${feed.url}/sc/api/football/${path}`)).json()) as { data: unknown }).data;
const cupInfo = async (): Promise<CupInfo> => cupInfoSchema.parse(await get('cupInfo?cupId=75&season=2018'));
const worldCup = async (): Promise<WorldCupInfo> =>
  worldCupInfoSchema.parse(await get('worldcupInfo?season=2018'));
const through = (groups: { name: string; table: { teamName: string; advanced?: boolean }[] }[]) =>
  Object.fromEntries(groups.map((g) => [g.name, g.table.filter((r) => r.advanced).map((r) => r.teamName)]));

describe.skipIf(!present)(
  '[WC2] the 资料库 World Cup 小组积分 marks who is through (出线) as /worldcup does',
  () => {
    beforeAll(async () => {
      // 21:40 Beijing on 27 June 2018 (13:40 UTC): groups A–D are over, E–H still have a round to play.
      feed = await start({
        source: 'worldcup',
        dataDir: DATA,
        seed: 7,
        speed: 0,
        date: '2018-06-27',
        start: '21:40',
      });
    });
    afterAll(() => feed?.stop());

    it('[WC2] a group that is over marks its two through while other groups still play', async () => {
      const cup = await cupInfo();
      expect(through(cup.groups)).toEqual({
        A组: ['乌拉圭', '俄罗斯'],
        B组: ['西班牙', '葡萄牙'],
        C组: ['法国', '丹麦'],
        D组: ['克罗地亚', '阿根廷'],
        E组: [],
        F组: [],
        G组: [],
        H组: [],
      });
      // Every row says whether it is through; the tables are /worldcup's, row for row.
      expect(cup.groups.flatMap((g) => g.table).every((r) => typeof r.advanced === 'boolean')).toBe(true);
      const wc = await worldCup();
      expect(cup.groups.map((g) => [g.name, g.table.map((r) => [r.teamId, r.rank, r.advanced])])).toEqual(
        wc.groups.map((g) => [g.name, g.table.map((r) => [r.teamId, r.rank, r.advanced])]),
      );
    });

    it('[WC2] once every group is over, the two of each group are marked, as on /worldcup', async () => {
      feed.clock.set(dayStart('2018-07-20'));
      const cup = await cupInfo();
      const marked = through(cup.groups);
      expect(Object.values(marked).every((teams) => teams.length === 2)).toBe(true);
      expect(marked.H组).toEqual(['哥伦比亚', '日本']);
      expect(marked).toEqual(through((await worldCup()).groups));
    });
  },
);
