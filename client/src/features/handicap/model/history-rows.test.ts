import type { OddsHistoryEntry } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { historyRows } from './history-rows.ts';

const step = (at: number, minute: number | null, score: string | null): OddsHistoryEntry => ({
  companyId: '1',
  market: 'ya',
  at,
  minute,
  score,
  value: { line: 0.5, home: 0.9, away: 0.86 },
});

// Kick-off 11-22 20:00 Beijing (12:00 UTC).
const KICKOFF = Date.UTC(2026, 10, 22, 12);

describe('history rows: 状态 of each change', () => {
  it('reads 早 before the match day, 即 on the day before kick-off and 滚 in play, as titan007 lists changes', () => {
    const rows = historyRows(
      [
        step(Date.UTC(2026, 10, 21, 10), null, null), // 11-21 18:00 Beijing: the day before
        step(Date.UTC(2026, 10, 21, 17), null, null), // 11-22 01:00 Beijing: the match day
        step(Date.UTC(2026, 10, 22, 12, 30), 30, '1-0'),
      ],
      'ya',
      'football',
      KICKOFF,
    );
    expect(rows.map((r) => r.state)).toEqual(['早', '即', '滚']);
  });
});
