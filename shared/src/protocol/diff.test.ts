import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Json, JsonObject } from '../json.ts';
import { assertProperty } from '../testing/property.ts';
import { applyPatch } from './apply-patch.ts';
import { diff, diffUpsert } from './diff.ts';
import type { ChannelState } from './patch.ts';

/** Keys never contain the path separator ([P2]); short alphabets make collisions between states likely. */
const key = fc.constantFrom('a', 'b', 'c', 'home', 'odds', 'ya', 'line', 'x1');
const leaf: fc.Arbitrary<Json> = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom('完', '67', ''),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 3 }),
  fc.constant({}),
);
const entity: fc.Arbitrary<JsonObject> = fc.letrec((tie) => ({
  node: fc.dictionary(key, fc.oneof({ depthSize: 'small' }, leaf, tie('node')), { maxKeys: 4 }),
})).node as fc.Arbitrary<JsonObject>;
const state: fc.Arbitrary<ChannelState> = fc.dictionary(
  fc.constantFrom('m1', 'm2', 'm3', 'ev:1', 'w:9'),
  entity,
  {
    maxKeys: 4,
  },
);

describe('diff / applyPatch', () => {
  it('[P6] applyPatch(prev, diff(prev, next)) equals next (2,000 cases)', () => {
    assertProperty(
      fc.property(state, state, (prev, next) => {
        expect(applyPatch(prev, diff(prev, next))).toEqual(next);
      }),
      { numRuns: 2000 },
    );
  });

  it('[P6] diff of a state with itself is empty (1,000 cases)', () => {
    assertProperty(
      fc.property(state, (s) => {
        expect(diff(s, structuredClone(s))).toEqual({});
      }),
      { numRuns: 1000 },
    );
  });

  it('[P3] applyPatch never mutates its input and keeps untouched entities by reference (1,000 cases)', () => {
    assertProperty(
      fc.property(state, state, (prev, next) => {
        const frozen = structuredClone(prev);
        const changes = diff(prev, next);
        const out = applyPatch(prev, changes);
        expect(prev).toEqual(frozen);
        const touched = new Set([...Object.keys(changes.put ?? {}), ...Object.keys(changes.del ?? {})]);
        for (const id of Object.keys(out)) if (!touched.has(id)) expect(out[id]).toBe(prev[id]);
      }),
      { numRuns: 1000 },
    );
  });

  it('[P6] diffUpsert merges records without dropping entities they do not mention (1,000 cases)', () => {
    assertProperty(
      fc.property(state, state, (prev, records) => {
        const merged = applyPatch(prev, diffUpsert(prev, records));
        expect(merged).toEqual({ ...prev, ...records });
      }),
      { numRuns: 1000 },
    );
  });

  it('[P2] sends only the changed flat paths of a row', () => {
    const prev = { m1: { homeScore: 0, awayScore: 0, odds: { ya: { line: 0.5, home: 0.9, away: 0.96 } } } };
    const next = { m1: { homeScore: 1, awayScore: 0, odds: { ya: { line: 0.25, home: 0.9, away: 0.96 } } } };
    expect(diff(prev, next)).toEqual({ put: { m1: { homeScore: 1, 'odds.ya.line': 0.25 } } });
  });

  it('[P3] a score that goes down (VAR) is a change like any other', () => {
    expect(diff({ m1: { homeScore: 2 } }, { m1: { homeScore: 1 } })).toEqual({
      put: { m1: { homeScore: 1 } },
    });
  });

  it('[P3] removed rows are dropped and nulls are values, not deletions', () => {
    const changes = diff({ m1: { a: 1 }, m2: { periodStart: 5 } }, { m2: { periodStart: null } });
    expect(changes).toEqual({ drop: ['m1'], put: { m2: { periodStart: null } } });
    expect(applyPatch({ m1: { a: 1 }, m2: { periodStart: 5 } }, changes)).toEqual({
      m2: { periodStart: null },
    });
  });
});
