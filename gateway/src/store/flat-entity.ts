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
