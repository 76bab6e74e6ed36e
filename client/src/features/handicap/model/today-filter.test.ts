import { describe, expect, it } from 'vitest';
import { countToday, filterToday } from './today-filter.ts';

const rows = [
  { id: 'done', kickoff: 1, state: -1 },
  { id: 'later', kickoff: 5, state: 0 },
  { id: 'soon', kickoff: 4, state: 0 },
  { id: 'playing', kickoff: 3, state: 3 },
  { id: 'off', kickoff: 2, state: -14 },
];

describe('the odds centre list', () => {
  it('lists matches in play first, then the next kick-offs, then the ones over', () => {
    expect(filterToday(rows, 'all').map((r) => r.id)).toEqual(['playing', 'soon', 'later', 'done', 'off']);
  });

  it('filters by state and counts each group', () => {
    expect(filterToday(rows, 'live').map((r) => r.id)).toEqual(['playing']);
    expect(filterToday(rows, 'upcoming').map((r) => r.id)).toEqual(['soon', 'later']);
    expect(countToday(rows)).toEqual({ all: 5, live: 1, upcoming: 2, over: 2 });
  });
});

describe('an interrupted match (中断)', () => {
  it('counts as in progress, not over: it may resume', () => {
    const list = [...rows, { id: 'stopped', kickoff: 6, state: -13 }];
    expect(filterToday(list, 'live').map((r) => r.id)).toEqual(['playing', 'stopped']);
    expect(countToday(list)).toEqual({ all: 6, live: 2, upcoming: 2, over: 2 });
  });
});
