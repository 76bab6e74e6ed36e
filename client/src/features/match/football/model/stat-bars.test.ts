import { describe, expect, it } from 'vitest';
import { statBars } from './stat-bars.ts';

describe('statBars (技术统计)', () => {
  it('lists every stat the feed sends in titan007 order, unknown ones last under their own name', () => {
    const bars = statBars({
      xg: { home: 1, away: 2 },
      possession: { home: 55, away: 45 },
      shots: { home: 14, away: 8 },
      kickoff: { home: 0, away: 1 },
    });
    expect(bars.map((b) => b.label)).toEqual(['先开球', '射门', '控球率', 'xg']);
  });

  it('shows percentages with %, splits each bar by share, and draws who-was-first lines as a flag', () => {
    const [kickoff, shots, possession] = statBars({
      kickoff: { home: 0, away: 1 },
      shots: { home: 15, away: 5 },
      possession: { home: 55, away: 45 },
    });
    expect(possession).toMatchObject({ homeText: '55%', awayText: '45%', homeShare: 0.55, awayShare: 0.45 });
    expect(shots).toMatchObject({
      homeText: '15',
      awayText: '5',
      homeShare: 0.75,
      awayShare: 0.25,
      flag: false,
    });
    expect(kickoff).toMatchObject({ flag: true, home: 0, away: 1, homeText: '' });
  });

  it('a stat nobody has yet is an empty bar, not a division by zero', () => {
    expect(statBars({ redCards: { home: 0, away: 0 } })[0]).toMatchObject({ homeShare: 0, awayShare: 0 });
  });
});

describe('技术统计 highlights the side doing better, which is the smaller number for fouls and cards', () => {
  it('more shots and possession lead; fewer 犯规, 越位, 黄牌 and 红牌 lead; a tie leads nobody', () => {
    const lead = (key: string, home: number, away: number) => statBars({ [key]: { home, away } })[0]?.lead;
    expect(lead('shots', 15, 5)).toBe('home');
    expect(lead('possession', 45, 55)).toBe('away');
    expect(lead('fouls', 15, 8)).toBe('away');
    expect(lead('offsides', 1, 4)).toBe('home');
    expect(lead('yellowCards', 3, 1)).toBe('away');
    expect(lead('redCards', 0, 1)).toBe('home');
    expect(lead('corners', 4, 4)).toBeNull();
    expect(lead('kickoff', 0, 1)).toBeNull();
  });
});
