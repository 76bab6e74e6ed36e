import { ACE_HINT, dayStart, type PickResult } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { isMonday, monthRound, monthRoundDays, weekRound, weekRoundDays } from './arena-rounds.ts';
import { isAce } from './arena-service.ts';
import { computeStats, rankUsers, type SettledPick } from './arena-stats.ts';
import { ARENA_RULES } from './arena-texts.ts';

/** Kick-offs at noon Beijing time, well inside their match day. */
const NOON_MS = 12 * 3_600_000;

const pick = (id: number, result: PickResult, matchDay: string, userId = 1, price = 0.9): SettledPick => ({
  id,
  userId,
  market: 'ya',
  price,
  result,
  matchDay,
  kickoff: dayStart(matchDay) + NOON_MS + id,
});

describe('arena stats', () => {
  const picks = [
    pick(1, 'loss', '2026-11-10'),
    pick(2, 'win', '2026-11-18'),
    pick(3, 'half_win', '2026-11-19'),
    pick(4, 'push', '2026-11-20'),
    pick(5, 'win', '2026-11-21'),
    pick(6, 'half_loss', '2026-11-22'),
    pick(7, 'win', '2026-11-23'),
    pick(8, 'win', '2026-11-24'),
  ];

  it('counts 红/黑/走, 连红 (走 neither breaks nor extends), 近N中M, day windows and ROI', () => {
    const s = computeStats(picks, '2026-11-24', 5);
    expect(s).toMatchObject({ settled: 8, hits: 5, misses: 2, pushes: 1, currentStreak: 2, bestStreak: 3 });
    // Last five in match order: push, win, half_loss, win, win → 3 hits of 4 decided, and the 走 beside them.
    expect(s.lastN).toEqual({ n: 4, hits: 3, pushes: 1, label: '近4中3 1走' });
    expect(s.hitRate).toBe(71.4); // 5 of 7 decided
    expect(s.hitRate3d).toBe(66.7); // 22nd–24th: half_loss, win, win
    expect(s.hitRate5d).toBe(75); // 20th–24th: push, win, half_loss, win, win
    expect(s.hitRate7d).toBe(83.3); // 18th–24th: 5 hits of 6 decided
    // 4 wins × 0.9 + half win 0.45 − 1 − 0.5 = 2.55 over 8 picks.
    expect(s.profit).toBe(2.55);
    expect(s.roi).toBe(31.9);
  });

  it('[AR5] has nulls, not zeros, and 暂无战绩 rather than 近0中0 for a user with no settled pick', () => {
    const s = computeStats([], '2026-11-24');
    expect(s).toMatchObject({
      hitRate: null,
      roi: null,
      currentStreak: 0,
      lastN: { n: 0, hits: 0, pushes: 0, label: '暂无战绩' },
    });
  });

  it('[AR5] a 走 is neither hit nor miss in 近N中M: a lone 走 reads 近0中0 1走, not 近1中0', () => {
    const s = computeStats([pick(1, 'push', '2026-11-24')], '2026-11-24');
    expect(s.lastN).toEqual({ n: 0, hits: 0, pushes: 1, label: '近0中0 1走' });
    const [row] = rankUsers([pick(1, 'push', '2026-11-24'), pick(2, 'win', '2026-11-24')]);
    expect(row).toMatchObject({ settled: 2, hits: 1, pushes: 1 });
  });

  it('ranks by profit, then hit rate, then count, then user id', () => {
    const rows = rankUsers([
      pick(1, 'win', '2026-11-24', 3),
      pick(2, 'win', '2026-11-24', 2),
      pick(3, 'loss', '2026-11-24', 1),
      pick(4, 'push', '2026-11-24', 4),
    ]);
    expect(rows.map((r) => [r.rank, r.userId])).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 1],
    ]);
  });
});

describe('ranking rounds', () => {
  it('numbers Beijing weeks from Monday and months as YYYYMM', () => {
    const r = weekRound('2026-11-24');
    const { from, to } = weekRoundDays(r);
    expect(isMonday(from)).toBe(true);
    expect(from <= '2026-11-24' && '2026-11-24' <= to).toBe(true);
    expect(weekRound(from)).toBe(r);
    expect(weekRound(to)).toBe(r);
    expect(monthRound('2026-11-24')).toBe(202611);
    expect(monthRoundDays(202612)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthRoundDays(202602)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
});

describe('[AR5] 王牌 reads the recent record by the same rule as 近N中M', () => {
  it('7 红 2 黑 1 走 in the last 10 reads 近9中7 1走 and holds the flag; the rules page states that rule', () => {
    const results: PickResult[] = [
      'win',
      'push',
      'win',
      'loss',
      'win',
      'win',
      'half_win',
      'loss',
      'win',
      'win',
    ];
    const s = computeStats(
      results.map((r, i) => pick(i + 1, r, '2026-11-20')),
      '2026-11-20',
    );
    expect(s.lastN.label).toBe('近9中7 1走');
    expect(isAce(s)).toBe(true);
    const rules = ARENA_RULES.sections.flatMap((sec) => sec.items);
    expect(rules).toContain(ACE_HINT);
    expect(rules.join('')).not.toContain('近10中7及以上');
  });
});
