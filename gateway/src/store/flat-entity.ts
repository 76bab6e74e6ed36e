import { type ChannelState, flatten, type JsonObject, setPath } from '@kuyi/shared';

/**
 * Entities are stored flat: path → JSON text of the leaf. Both stores diff by comparing these texts, which
 * is what lets the Redis store diff inside a Lua script without decoding numbers (cjson would round them).
 */
export type FlatEntity = Record<string, string>;

export function encodeEntity(entity: JsonObject): FlatEntity {
  const out: FlatEntity = {};
  for (const [path, value] of flatten(entity)) out[path] = JSON.stringify(value);
  return out;
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
