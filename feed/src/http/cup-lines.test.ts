import { type CupInfo, cupInfoSchema, footballHeaderSchema, worldCupInfoSchema } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedHandle } from '../start.ts';
import { SFGIO_2018_06_27, startWorldCupReplay, worldCupDataPresent } from '../test-support/world-cup.ts';

const present = worldCupDataPresent(SFGIO_2018_06_27, 'the 资料库 World Cup line tests');

let feed: FeedHandle;
const get = async (path: string) =>
  ((await (await fetch(`${feed.url}/sc/api/football/${path}`)).json()) as { data: unknown }).data;
const cupInfo = async (): Promise<CupInfo> => cupInfoSchema.parse(await get('cupInfo?cupId=75&season=2018'));

describe.skipIf(!present)(
  "[D6] the 资料库 World Cup carries the replay's closing lines, the 终盘 its match pages show",
  () => {
    beforeAll(async () => {
      // 21:40 Beijing on 27 June 2018: the group matches before it are over, the day's 22:00 pair not begun.
      feed = await startWorldCupReplay('21:40');
    });
    afterAll(() => feed?.stop());

    it('a match played has the 亚盘 and 大小 终盘 of its match page; a match not begun has none', async () => {
      const matches = (await cupInfo()).stages.flatMap((s) => s.matches);
      const played = matches.filter((m) => m.state === -1);
      expect(played.length).toBeGreaterThan(30);
      for (const m of played) {
        expect(m.asianLine, m.id).not.toBeNull();
        expect(m.ouLine, m.id).not.toBeNull();
      }
      for (const m of played.slice(-3)) {
        const page = footballHeaderSchema.parse(await get(`header?matchId=${m.id}`)).match;
        expect([m.asianLine, m.ouLine]).toEqual([page.closing?.ya?.line, page.closing?.da?.line]);
      }
      const notBegun = matches.filter((m) => m.state === 0);
      expect(notBegun.length).toBeGreaterThan(0);
      expect(notBegun.every((m) => m.asianLine === null && m.ouLine === null)).toBe(true);
    });

    it('[WC5] the replay keeps a match page for every World Cup match it plays: /worldcup does not mark them page: false', async () => {
      const info = worldCupInfoSchema.parse(await get('worldcupInfo?season=2018'));
      const played = info.stages.flatMap((s) => s.matches).filter((m) => m.state === -1);
      expect(played.length).toBeGreaterThan(30);
      expect(played.every((m) => m.page !== false)).toBe(true);
      const last = played.at(-1);
      expect(footballHeaderSchema.parse(await get(`header?matchId=${last?.id}`)).match.id).toBe(last?.id);
    });
  },
);
