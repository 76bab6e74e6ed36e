import { describe, expect, it } from 'vitest';
import { teamStatBars } from './team-stats.ts';

describe('teamStatBars', () => {
  it('labels the feed’s totals in box-score order, percentages with %, leaving points to the header', () => {
    const bars = teamStatBars({
      rebounds: { home: 30, away: 10 },
      points: { home: 90, away: 88 },
      fgPct: { home: 45, away: 50 },
      fgMade: { home: 30, away: 33 },
    });
    expect(bars.map((b) => [b.label, b.homeText, b.awayText])).toEqual([
      ['投篮命中', '30', '33'],
      ['投篮命中率', '45%', '50%'],
      ['篮板', '30', '10'],
    ]);
    expect(bars[2]?.homeShare).toBe(0.75);
  });

  it('a stat the table does not know still shows under its wire name; 0-0 draws empty bars', () => {
    const [bar] = teamStatBars({ fastBreakPoints: { home: 0, away: 0 } });
    expect(bar).toMatchObject({ label: 'fastBreakPoints', homeShare: 0, awayShare: 0 });
  });
});

describe('球队统计 highlights the side doing better, which is the smaller number for 失误 and 犯规', () => {
  it('more rebounds lead; fewer turnovers and fouls lead', () => {
    const lead = (key: string, home: number, away: number) =>
      teamStatBars({ [key]: { home, away } })[0]?.lead;
    expect(lead('rebounds', 40, 35)).toBe('home');
    expect(lead('turnovers', 16, 9)).toBe('away');
    expect(lead('fouls', 12, 20)).toBe('home');
    expect(lead('steals', 7, 7)).toBeNull();
  });
});
