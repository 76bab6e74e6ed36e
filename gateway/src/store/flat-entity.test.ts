import { flatten, type JsonObject } from '@kuyi/shared';
import { assertProperty } from '@kuyi/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEntity, encodeEntity } from './flat-entity.ts';

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
});
