import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, start } from '../start.ts';

const DATA = process.env.KUYI_DATA_DIR ?? DEFAULT_DATA_DIR;
const present = existsSync(join(DATA, 'nba-pbpstats'));
if (!present) console.warn(`[feed] ${DATA}/nba-pbpstats not found: the NBA 积分 tests are skipped.`);

describe.skipIf(!present)('[season] an NBA replay game’s 积分 tab', () => {
  it('answers the season the game’s row names, with both teams in the table', async () => {
    const feed = await start({ source: 'nba', dataDir: DATA, speed: 0, date: '2026-11-22', start: '23:00' });
    const get = async (path: string) => {
      const res = await fetch(`${feed.url}/sc/api/basketball/${path}`);
      return { status: res.status, body: (await res.json()) as { data: unknown } };
    };
    try {
      const schedule = (await get('scheduleByDate')).body.data as {
        matches: { leagueId: string; season: string; homeName: string; awayName: string }[];
      };
      expect(schedule.matches).toHaveLength(3);
      for (const m of schedule.matches) {
        const { status, body } = await get(`points?leagueId=${m.leagueId}&season=${m.season}`);
        expect(status, `${m.homeName}–${m.awayName} ${m.season}`).toBe(200);
        const table = body.data as { season: string; rows: { teamName: string; played: number }[] };
        expect(table.season).toBe(m.season);
        expect(table.rows.map((r) => r.teamName)).toEqual(expect.arrayContaining([m.homeName, m.awayName]));
      }
      // Without a season: the one the replay's date falls in.
      const current = (await get(`points?leagueId=${schedule.matches[0]?.leagueId}`)).body.data as {
        season: string;
      };
      expect(current.season).toBe('2026-2027');
    } finally {
      await feed.stop();
    }
  });
});
