import {
  type ChannelState,
  isJsonObject,
  type Json,
  type JsonObject,
  PATH_SEPARATOR,
  setPath,
} from '@kuyi/shared';

/**
 * Entities are stored flat: path → JSON text of the leaf. Both stores diff by comparing these texts, which
 * is what lets the Redis store diff inside a Lua script without decoding numbers (cjson would round them).
 */
export type FlatEntity = Record<string, string>;

export function encodeEntity(entity: JsonObject): FlatEntity {
  const out: FlatEntity = {};
  encodeInto(out, entity, '');
  return out;
}

/**
 * `flatten` (shared/src/protocol/flatten.ts) written straight into the result: no intermediate Map and no
 * entry arrays, since every entity of every poll passes through here. flat-entity.test.ts holds the two equal.
 */
function encodeInto(out: FlatEntity, node: JsonObject, prefix: string): void {
  for (const key in node) {
    const value = node[key] as Json;
    const path = prefix === '' ? key : `${prefix}${PATH_SEPARATOR}${key}`;
    if (isBranch(value)) encodeInto(out, value, path);
    else out[path] = JSON.stringify(value);
  }
}

/** As flatten's: non-empty plain objects are descended into; arrays, empty objects and scalars are leaves. */
function isBranch(value: Json): value is JsonObject {
  if (!isJsonObject(value)) return false;
  for (const _ in value) return true;
  return false;
}

/** What changed in one entity, as a patch carries it: leaf values put by path, and paths deleted. */
export interface EntityDiff {
  puts: Record<string, Json>;
  dels: string[];
}

/**
 * The definition: both entities flattened to leaf texts and compared path by path, as the Redis store's Lua
 * script does. `prev` is absent for a new entity. Deletes are a set: their order means nothing to a patch.
 */
export function diffFlat(prev: JsonObject | undefined, next: JsonObject): EntityDiff {
  const after = encodeEntity(next);
  const before = prev === undefined ? undefined : encodeEntity(prev);
  const puts: Record<string, Json> = {};
  const dels: string[] = [];
  for (const [path, text] of Object.entries(after))
    if (before?.[path] !== text) puts[path] = JSON.parse(text);
  if (before) for (const path of Object.keys(before)) if (!(path in after)) dels.push(path);
  return { puts, dels };
}

/**
 * diffFlat's result without flattening: both trees walked side by side, a leaf's JSON text made only for
 * arrays and empty objects. Every changed entity of every poll passes here (at the feed's 60× the flattening
 * was ~13% of the idle leader's main thread). A key holding the path separator, or an undefined value, makes
 * paths collide or vanish in the flat form, so such an entity goes through diffFlat itself.
 */
export function diffEntity(prev: JsonObject | undefined, next: JsonObject): EntityDiff {
  const out: EntityDiff = { puts: {}, dels: [] };
  if (!putChanged(out, prev, next, '') || (prev && !deleteGone(out, prev, next, '')))
    return diffFlat(prev, next);
  return out;
}

const join = (prefix: string, key: string) => (prefix === '' ? key : `${prefix}${PATH_SEPARATOR}${key}`);

/** Puts every leaf of `next` that `prev` lacks or holds with another text; false where the flat form is needed. */
function putChanged(
  out: EntityDiff,
  prev: JsonObject | undefined,
  next: JsonObject,
  prefix: string,
): boolean {
  for (const key in next) {
    const value = next[key];
    if (value === undefined || key.includes(PATH_SEPARATOR)) return false;
    const path = join(prefix, key);
    const old = prev?.[key];
    if (isBranch(value)) {
      if (!putChanged(out, old !== undefined && isBranch(old) ? old : undefined, value, path)) return false;
    } else if (typeof value === 'object' && value !== null) {
      // An array or empty object: its text, written once, decides and gives the put a fresh copy.
      const text = JSON.stringify(value);
      if (old === undefined || JSON.stringify(old) !== text) out.puts[path] = JSON.parse(text) as Json;
    } else if (old === undefined || isBranch(old) || !sameScalar(old, value))
      out.puts[path] = scalarValue(value);
  }
  return true;
}

/** Deletes, in `prev`'s order, every leaf path of `prev` that is not a leaf path of `next`. */
function deleteGone(
  out: EntityDiff,
  prev: JsonObject,
  next: JsonObject | undefined,
  prefix: string,
): boolean {
  for (const key in prev) {
    if (key.includes(PATH_SEPARATOR)) return false;
    const old = prev[key] as Json;
    const value = next?.[key];
    const path = join(prefix, key);
    if (isBranch(old)) {
      if (!deleteGone(out, old, value !== undefined && isBranch(value) ? value : undefined, path))
        return false;
    } else if (value === undefined || isBranch(value)) out.dels.push(path);
  }
  return true;
}

/** Whether a stored leaf has the same JSON text as scalar `b` (NaN and ±Infinity are written as null). */
function sameScalar(a: Json, b: Json): boolean {
  if (typeof b === 'number' && !Number.isFinite(b)) return a === null;
  return a === b;
}

/** The scalar as JSON.parse of its text gives it: -0 as 0, NaN and ±Infinity as null. */
function scalarValue(value: Json): Json {
  if (typeof value === 'number') return Number.isFinite(value) ? value + 0 : null;
  return value;
}

export function decodeEntity(flat: FlatEntity): JsonObject {
  const out: JsonObject = {};
  for (const [path, text] of Object.entries(flat)) setPath(out, path, JSON.parse(text));
  return out;
}

export function encodeState(state: ChannelState): Record<string, FlatEntity> {
  const out: Record<string, FlatEntity> = {};
  for (const [id, entity] of Object.entries(state)) out[id] = encodeEntity(entity);
  return out;
}
