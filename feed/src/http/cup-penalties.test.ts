import { type CupInfo, cupInfoSchema, type DatabaseIndex } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedHandle, start } from '../start.ts';

/**
 * A cup's single-match knockout tie level after extra time is settled on penalties. The 资料库 read
 * 布鲁日 1-1 那不勒斯 in the 1/8决赛 with nothing saying who went through, then 布鲁日 in the 1/4决赛.
 */
let feed: FeedHandle;
const get = async <T>(path: string) =>
  ((await (await fetch(`${feed.url}/sc/api/football/${path}`)).json()) as { data: T }).data;

/** Every cup of the database index with its cupInfo, as the 资料库 reads them. */
async function cups(): Promise<{ name: string; cup: CupInfo }[]> {
  const index = await get<DatabaseIndex>('database');
  const listed = index.regions.flatMap((r) => r.competitions).filter((c) => c.kind === 'cup');
  return Promise.all(
    listed.map(async (c) => ({ name: c.name, cup: cupInfoSchema.parse(await get(`cupInfo?cupId=${c.id}`)) })),
  );
}

beforeAll(async () => {
  feed = await start({ seed: 7, speed: 0, date: '2026-11-27', start: '12:00', historyDir: '/nonexistent' });
});
afterAll(() => feed?.stop());

describe('[issue12] cup knockout ties level after extra time carry their shoot-out', () => {
  it('every level knockout result has penalties, and the shoot-out winner is the one in the next round', async () => {
    let shootouts = 0;
    for (const { name, cup } of await cups()) {
      const knockout = cup.stages.filter((s) => s.name !== '小组赛');
      for (const [i, stage] of knockout.entries()) {
        const next = knockout[i + 1];
        for (const m of stage.matches) {
          if (m.state !== -1 || m.homeScore === null || m.homeScore !== m.awayScore) continue;
          shootouts++;
          const [hp, ap] = [m.homePenalties, m.awayPenalties];
          expect(hp, `${name} ${m.homeName}–${m.awayName}`).toBeTypeOf('number');
          expect(ap).toBeTypeOf('number');
          expect(hp).not.toBe(ap);
          if (!next) continue;
          const through = (hp ?? 0) > (ap ?? 0) ? m.homeId : m.awayId;
          const out = through === m.homeId ? m.awayId : m.homeId;
          const nextTeams = next.matches.flatMap((x) => [x.homeId, x.awayId]);
          expect(nextTeams).toContain(through);
          expect(nextTeams).not.toContain(out);
        }
        // A decided match never carries a shoot-out.
        for (const m of stage.matches)
          if (m.homeScore !== m.awayScore) expect(m.homePenalties ?? null).toBeNull();
      }
    }
    expect(shootouts).toBeGreaterThan(0);
  });

  it('[D6] a tie that went to extra time carries its 90-minute score, level, for the 盘路 and 大小 tables', async () => {
    let extra = 0;
    for (const { name, cup } of await cups()) {
      for (const m of cup.stages.flatMap((s) => s.matches)) {
        if (!m.extraTime) {
          expect(m.homeRegular ?? null).toBeNull();
          continue;
        }
        extra++;
        const [hr, ar] = [m.homeRegular ?? -1, m.awayRegular ?? -1];
        expect(hr, `${name} ${m.homeName}–${m.awayName}`).toBeGreaterThanOrEqual(0);
        expect(hr).toBe(ar);
        expect(hr).toBeLessThanOrEqual(Math.min(m.homeScore ?? 0, m.awayScore ?? 0));
      }
    }
    expect(extra).toBeGreaterThan(0);
  });
});
