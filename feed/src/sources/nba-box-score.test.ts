import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playerLinesAt, teamTechAt } from '../basketball/box-score.ts';
import type { BasketballPlan } from '../basketball/plan-types.ts';
import { DEFAULT_DATA_DIR } from '../start.ts';
import { NbaSource } from './nba.ts';

const DATA = process.env.KUYI_DATA_DIR ?? DEFAULT_DATA_DIR;
const DIR = join(DATA, 'nba-pbpstats');
const present = existsSync(DIR);
if (!present) console.warn(`[feed] ${DIR} not found: the NBA box-score tests are skipped.`);

type Row = (string | number | null)[];
/** One result set of a stats.nba.com file, as objects. */
const resultSet = (file: string, name: string): Record<string, string | number | null>[] => {
  const sets = (
    JSON.parse(readFileSync(join(DIR, 'game_details', file), 'utf8')) as {
      resultSets: { name: string; headers: string[]; rowSet: Row[] }[];
    }
  ).resultSets;
  const set = sets.find((s) => s.name === name);
  return (set?.rowSet ?? []).map((r) =>
    Object.fromEntries(set?.headers.map((h, i) => [h, r[i] ?? null]) ?? []),
  );
};

const games = async (): Promise<BasketballPlan[]> =>
  (await NbaSource.load(DATA, 7)).buildDay('2026-11-22').basketball;
const game = (all: BasketballPlan[], home: string) => {
  const g = all.find((x) => x.home.alias === home);
  if (!g) throw new Error(`${home} not replayed`);
  return g;
};

describe.skipIf(!present)(
  '[issue3] an NBA stats-format replay credits each play to the team of its player',
  () => {
    it('no player is on both rosters; Wall, Beal and Gortat play for 奇才, not 雷霆', async () => {
      for (const g of await games()) {
        const home = new Set(g.roster.filter((r) => r.side === 'home').map((r) => r.name));
        const both = g.roster.filter((r) => r.side === 'away' && home.has(r.name)).map((r) => r.name);
        expect(both, `${g.home.alias}–${g.away.alias}`).toEqual([]);
      }
      const okc = game(await games(), 'OKC');
      for (const name of ['John Wall', 'Bradley Beal', 'Marcin Gortat'])
        expect(okc.roster.filter((r) => r.name === name).map((r) => r.side)).toEqual(['away']);
    });

    it('雷霆–奇才 (0021600270): every player’s turnovers, steals, blocks and threes are the real box score’s', async () => {
      const okc = game(await games(), 'OKC');
      const lines = playerLinesAt(okc, okc.endAt + 1000);
      const real = resultSet('stats_boxscore_0021600270.json', 'PlayerStats').filter((p) => p.MIN !== null);
      expect(real.length).toBeGreaterThan(15);
      const wrong: string[] = [];
      for (const p of real) {
        const side = p.TEAM_ABBREVIATION === 'OKC' ? 'home' : 'away';
        const line = lines.find((l) => l.side === side && l.name === p.PLAYER_NAME);
        const ours = [line?.turnovers, line?.steals, line?.blocks, line?.threeAttempts, line?.fgAttempts];
        const theirs = [p.TO, p.STL, p.BLK, p.FG3A, p.FGA];
        if (ours.join() !== theirs.join())
          wrong.push(`${p.PLAYER_NAME} ${ours.join('/')} ≠ ${theirs.join('/')}`);
      }
      expect(wrong).toEqual([]);
      // The team totals of the 技术统计 tab: 13/11 turnovers (not 23/1), 10/8 steals, 4/3 blocks.
      const tech = teamTechAt(okc, okc.endAt + 1000);
      expect([tech.turnovers, tech.steals, tech.blocks]).toEqual([
        { home: 13, away: 11 },
        { home: 10, away: 8 },
        { home: 4, away: 3 },
      ]);
    });

    it('猛龙–鹈鹕 (0021900001): each side’s player turnovers are the summary’s, and steals and blocks are counted', async () => {
      const tor = game(await games(), 'TOR');
      const tech = teamTechAt(tor, tor.endAt + 1000);
      const other = resultSet('stats_summary_0021900001.json', 'OtherStats');
      const turnovers = (code: string) => {
        const row = other.find((r) => r.TEAM_ABBREVIATION === code);
        return Number(row?.TOTAL_TURNOVERS) - Number(row?.TEAM_TURNOVERS);
      };
      expect(tech.turnovers).toEqual({ home: turnovers('TOR'), away: turnovers('NOP') });
      expect(tech.steals?.home).toBeGreaterThan(0);
      expect(tech.blocks?.away).toBeGreaterThan(0);
    });
  },
);
