import type { Json, JsonObject } from '../json.ts';
import { flatten, jsonEqual } from './flatten.ts';
import type { Changes, ChannelState } from './patch.ts';

/** The changes that turn one entity into another: flat paths set and flat paths removed. */
export function diffEntity(
  prev: JsonObject | undefined,
  next: JsonObject,
): { put: Record<string, Json>; del: string[] } | null {
  const after = flatten(next);
  if (prev === undefined) return { put: Object.fromEntries(after), del: [] };
  const before = flatten(prev);
  const put: Record<string, Json> = {};
  const del: string[] = [];
  for (const [path, value] of after) {
    const old = before.get(path);
    if (old === undefined || !jsonEqual(old, value)) put[path] = value;
  }
  for (const path of before.keys()) if (!after.has(path)) del.push(path);
  return Object.keys(put).length === 0 && del.length === 0 ? null : { put, del };
}

/**
 * The minimal changes from `prev` to `next` ([P6]): applyPatch(prev, diff(prev, next)) equals next.
 * Only changed fields survive, so an unchanged row costs nothing on the wire.
 */
export function diff(prev: ChannelState, next: ChannelState): Changes {
  const drop = Object.keys(prev).filter((id) => !(id in next));
  const put: NonNullable<Changes['put']> = {};
  const del: NonNullable<Changes['del']> = {};
  for (const [id, entity] of Object.entries(next)) {
    const had = id in prev ? prev[id] : undefined;
    const delta = diffEntity(had, entity);
    if (!delta) continue;
    if (had === undefined || Object.keys(delta.put).length > 0) put[id] = delta.put;
    if (delta.del.length > 0) del[id] = delta.del;
  }
  const changes: Changes = {};
  if (drop.length > 0) changes.drop = drop;
  if (Object.keys(put).length > 0) changes.put = put;
  if (Object.keys(del).length > 0) changes.del = del;
  return changes;
}

/**
 * Changes that merge `records` into the state without dropping entities the records do not mention: what
 * a poller needs, since `change` returns only the matches that moved.
 */
export function diffUpsert(prev: ChannelState, records: ChannelState): Changes {
  const subset: ChannelState = {};
  for (const id of Object.keys(records)) if (id in prev) subset[id] = prev[id] as JsonObject;
  return diff(subset, records);
}
