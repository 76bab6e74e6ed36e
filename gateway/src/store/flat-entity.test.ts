import { flatten, type JsonObject } from '@kuyi/shared';
import { assertProperty } from '@kuyi/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEntity, diffEntity, diffFlat, encodeEntity } from './flat-entity.ts';

/** The definition encodeEntity must keep: shared's flatten, each leaf as its JSON text. */
const reference = (entity: JsonObject) =>
  Object.fromEntries([...flatten(entity)].map(([path, value]) => [path, JSON.stringify(value)]));

const key = fc.constantFrom('a', 'b', 'home', 'odds', '0', '12', 'line');
const leaf = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => (Object.is(x, -0) ? 0 : x)),
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constant({}),
);
const { entity } = fc.letrec((tie) => ({
  entity: fc.dictionary(key, fc.oneof({ depthSize: 'small' }, leaf, tie('entity')), { maxKeys: 5 }),
}));

describe('flat entities', () => {
  it('encodeEntity is flatten with each leaf as JSON text, for any entity (nested, empty objects, arrays)', () => {
    assertProperty(
      fc.property(entity as fc.Arbitrary<JsonObject>, (e) => {
        expect(encodeEntity(e)).toEqual(reference(e));
      }),
    );
  });

  it('decodeEntity gives back what was encoded, empty objects and arrays as leaves', () => {
    const e: JsonObject = { a: { b: 1, c: { d: 'x' } }, e: {}, f: [1, 2], g: null };
    expect(encodeEntity(e)).toEqual({ 'a.b': '1', 'a.c.d': '"x"', e: '{}', f: '[1,2]', g: 'null' });
    expect(decodeEntity(encodeEntity(e))).toEqual(e);
  });

  // Keys that collide in the flat form ("a.b" and a → b), and integer keys, which objects list first.
  const diffKey = fc.constantFrom('a', 'b', 'odds', '0', '3', '12', 'a.b');
  const diffLeaf = fc.oneof(
    fc.integer({ min: -3, max: 3 }),
    fc.double({ noNaN: true }),
    fc.constantFrom('1', 'x', true, null),
    fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 2 }),
    fc.constant({}),
  );
  const { diffTree } = fc.letrec((tie) => ({
    diffTree: fc.dictionary(diffKey, fc.oneof({ depthSize: 'small' }, diffLeaf, tie('diffTree')), {
      maxKeys: 4,
    }),
  }));
  // The stored side was read back from its JSON text (no -0, no Infinity); the incoming side is as parsed.
  const stored = (diffTree as fc.Arbitrary<JsonObject>).map(
    (e) => JSON.parse(JSON.stringify(e)) as JsonObject,
  );

  it('diffEntity equals the flat diff (puts, and deletes as a set) for any stored and incoming entity', () => {
    assertProperty(
      fc.property(
        fc.option(stored, { nil: undefined }),
        diffTree as fc.Arbitrary<JsonObject>,
        (prev, next) => {
          const got = diffEntity(prev, next);
          const want = diffFlat(prev, next);
          expect([...got.dels].sort()).toEqual([...want.dels].sort());
          expect(got.puts).toEqual(want.puts);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('diffEntity on a moved leaf, a leaf turned branch and back, and a gone key', () => {
    const prev: JsonObject = { s: { h: 1, a: 0 }, o: [1, 2], x: 5, gone: { y: 1 } };
    const next: JsonObject = { s: { h: 2, a: 0 }, o: [1, 2], x: { z: 1 } };
    expect(diffEntity(prev, next)).toEqual({ puts: { 's.h': 2, 'x.z': 1 }, dels: ['x', 'gone.y'] });
    expect(diffEntity(next, prev)).toEqual({ puts: { 's.h': 1, x: 5, 'gone.y': 1 }, dels: ['x.z'] });
    expect(diffEntity(undefined, { a: -0, e: {} })).toEqual({ puts: { a: 0, e: {} }, dels: [] });
    // Written as null in the flat form, so a stored null is unchanged by an infinity.
    expect(diffEntity({ x: null }, { x: Number.POSITIVE_INFINITY })).toEqual({ puts: {}, dels: [] });
    // "a.b" and a → b are one path in the flat form: nothing moved.
    expect(diffEntity({ a: { b: 1 } }, { 'a.b': 1 })).toEqual({ puts: {}, dels: [] });
    expect(diffEntity({ 'a.b': 1 }, { a: { b: 2 } })).toEqual({ puts: { 'a.b': 2 }, dels: [] });
  });
});
