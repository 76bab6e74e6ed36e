import { FINISHED_ROW_SINK_MS } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { footballRow } from './fixtures.ts';
import { type DisplayItem, OFF_STATES, type OrderOptions, orderRows } from './order-rows.ts';

const rows = [
  footballRow({ id: 'late', kickoff: 300 }),
  footballRow({ id: 'done', kickoff: 100, state: -1 }),
  footballRow({ id: 'live', kickoff: 200, state: 1, leagueId: 'l2', leagueName: '西甲' }),
  footballRow({ id: 'early', kickoff: 150, state: -1 }),
];
const base: OrderOptions = {
  now: 1_000_000,
  pinned: [],
  hidden: new Set(),
  excludedLeagues: new Set(),
  groupByLeague: false,
  finishedState: -1,
  offStates: OFF_STATES,
  finishedAt: () => null,
};
const ids = (items: DisplayItem[]) => items.map((i) => (i.type === 'row' ? i.id : `[${i.name}]`));

describe('orderRows', () => {
  it('orders by kick-off with matches finished before the visit at the bottom', () => {
    expect(ids(orderRows(rows, base))).toEqual(['live', 'late', 'done', 'early']);
  });

  it(`keeps a match that just finished in place for ${FINISHED_ROW_SINK_MS / 1000} s, then sinks it`, () => {
    const finishedAt = (id: string) => (id === 'done' ? 1_000_000 : null);
    expect(ids(orderRows(rows, { ...base, finishedAt }))).toEqual(['done', 'live', 'late', 'early']);
    const later = { ...base, finishedAt, now: 1_000_000 + FINISHED_ROW_SINK_MS };
    expect(ids(orderRows(rows, later))).toEqual(['live', 'late', 'done', 'early']);
  });

  it('lists matches called off (postponed, cancelled) after the rest, like finished ones', () => {
    const off = [footballRow({ id: 'postponed', kickoff: 50, state: -14 }), ...rows];
    expect(ids(orderRows(off, base))).toEqual(['live', 'late', 'postponed', 'done', 'early']);
  });

  it('puts pinned matches on top in pin order and drops hidden ones and excluded leagues', () => {
    const o = { ...base, pinned: ['early', 'late'], hidden: new Set(['done']) };
    const items = orderRows(rows, o);
    expect(ids(items)).toEqual(['early', 'late', 'live']);
    expect(items.filter((i) => i.type === 'row' && i.pinned)).toHaveLength(2);
    expect(ids(orderRows(rows, { ...base, excludedLeagues: new Set(['l1']) }))).toEqual(['live']);
  });

  it('groups by league under a header, groups ordered by their first match', () => {
    expect(ids(orderRows(rows, { ...base, groupByLeague: true }))).toEqual([
      '[西甲]',
      'live',
      '[英超]',
      'late',
      'done',
      'early',
    ]);
  });
});
