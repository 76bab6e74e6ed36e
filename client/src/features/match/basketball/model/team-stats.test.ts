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

describe('a shooting rate with no attempts is no rate: "-", and the line has no leader', () => {
  it('0-0 free throws read "-" instead of 0%, and the other side’s 100% is not highlighted', () => {
    const bars = teamStatBars({
      ftMade: { home: 0, away: 4 },
      ftAttempts: { home: 0, away: 4 },
      ftPct: { home: 0, away: 100 },
    });
    const ft = bars.find((b) => b.key === 'ftPct');
    expect(ft).toMatchObject({ label: '罚球命中率', homeText: '-', awayText: '100%', lead: null });
    expect([ft?.homeShare, ft?.awayShare]).toEqual([0, 0]);
  });

  it('the same for 投篮 and 三分, on either side', () => {
    const bars = teamStatBars({
      fgAttempts: { home: 3, away: 0 },
      fgPct: { home: 33, away: 0 },
      threeAttempts: { home: 0, away: 0 },
      threePct: { home: 0, away: 0 },
    });
    const text = (key: string) =>
      bars.filter((b) => b.key === key).map((b) => [b.homeText, b.awayText, b.lead]);
    expect(text('fgPct')).toEqual([['33%', '-', null]]);
    expect(text('threePct')).toEqual([['-', '-', null]]);
  });

  it('a side that shot and missed everything is 0%, and the other side leads', () => {
    const [bar] = teamStatBars({
      threeAttempts: { home: 5, away: 4 },
      threePct: { home: 0, away: 25 },
    }).filter((b) => b.key === 'threePct');
    expect(bar).toMatchObject({ homeText: '0%', awayText: '25%', lead: 'away', awayShare: 1 });
  });
});
