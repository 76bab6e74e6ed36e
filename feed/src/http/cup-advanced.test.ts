import { type CupInfo, cupInfoSchema, type WorldCupInfo, worldCupInfoSchema } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedHandle } from '../start.ts';
import {
  SFGIO_2018_06_27,
  startWorldCupReplay,
  THROUGH_2018_06_27_1340Z,
  throughByGroup as through,
  worldCupDataPresent,
} from '../test-support/world-cup.ts';
import { dayStart } from '../util/day-time.ts';

const present = worldCupDataPresent(SFGIO_2018_06_27, 'the 资料库 出线 tests');

let feed: FeedHandle;
const get = async (path: string) =>
  ((await (await fetch(`${feed.url}/sc/api/football/${path}`)).json()) as { data: unknown }).data;
const cupInfo = async (): Promise<CupInfo> => cupInfoSchema.parse(await get('cupInfo?cupId=75&season=2018'));
const worldCup = async (): Promise<WorldCupInfo> =>
  worldCupInfoSchema.parse(await get('worldcupInfo?season=2018'));

describe.skipIf(!present)(
  '[WC2] the 资料库 World Cup 小组积分 marks who is through (出线) as /worldcup does',
  () => {
    beforeAll(async () => {
      // 21:40 Beijing on 27 June 2018 (13:40 UTC): groups A–D are over, E–H still have a round to play.
      feed = await startWorldCupReplay('21:40');
    });
    afterAll(() => feed?.stop());

    it('[WC2] a group that is over marks its two through while other groups still play', async () => {
      const cup = await cupInfo();
      expect(through(cup.groups)).toEqual(THROUGH_2018_06_27_1340Z);
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
