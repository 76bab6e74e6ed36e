import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scheduleItem } from '../http/schedule-item.ts';
import { worldCupSeason } from './worldcup-catalog.ts';
import { loadWorldCups, type WcTournament, worldCupDataDir } from './worldcup-data.ts';

const DATA = worldCupDataDir();
const present = existsSync(join(DATA, 'openfootball-worldcup', '2018', 'worldcup.json'));
if (!present) console.warn(`[feed] openfootball World Cups not found at ${DATA}: catalog tests skipped.`);

const cups = () => loadWorldCups(DATA);
const cup2018 = (): WcTournament => {
  const cup = cups().find((c) => c.year === '2018');
  if (!cup) throw new Error('no 2018');
  return cup;
};
/** 27 June 2018, 22:35 Beijing: the last group matchday is being played (the replayed day). */
const MID_GROUPS = Date.UTC(2018, 5, 27, 14, 35);
const LATER = Date.UTC(2030, 0, 1);

describe.skipIf(!present)(
  '[WC2] the 资料库 World Cup ahead of the clock names no knockout team it could not know',
  () => {
    it('names no knockout team before the group stage is over (the 资料库 bracket gave away the final)', () => {
      const season = worldCupSeason(cups(), cup2018(), MID_GROUPS);
      const knockout = season.fixtures.filter((f) => f.group === null);
      expect(knockout.length).toBe(16);
      for (const f of knockout) {
        expect(f.home.name).toBe('待定');
        expect(f.away.name).toBe('待定');
      }
      // Group matches keep their teams.
      expect(season.fixtures.filter((f) => f.group !== null).every((f) => f.home.name !== '待定')).toBe(true);
    });

    it('names the teams of a tie once the round before it is over', () => {
      const season = worldCupSeason(cups(), cup2018(), LATER);
      const final = season.fixtures.find((f) => f.round === '决赛');
      expect([final?.home.name, final?.away.name]).toEqual(['法国', '克罗地亚']);
    });
  },
);

describe.skipIf(!present)('[WC5] the 资料库 World Cup marks extra time as /worldcup does', () => {
  it('Croatia 2-1 England (the 2018 semi-final) is after extra time; a 90-minute result is not', () => {
    const items = worldCupSeason(cups(), cup2018(), LATER).fixtures.map(scheduleItem);
    const semi = items.find((m) => m.homeName === '克罗地亚' && m.awayName === '英格兰');
    // [D6] and the 90 minutes its lines settle on: 1-1.
    expect(semi).toMatchObject({
      homeScore: 2,
      awayScore: 1,
      extraTime: true,
      homeRegular: 1,
      awayRegular: 1,
    });
    const final = items.find((m) => m.round === '决赛');
    expect(final).toMatchObject({ homeScore: 4, awayScore: 2, extraTime: false, homeRegular: null });
  });
});
