import type { JsonObject } from '../json.ts';
import { deletePath, setPath } from './flatten.ts';
import type { Changes, ChannelState } from './patch.ts';

/**
 * Applies changes in the order drop → del → put ([P3]) and returns a new state. Untouched entities keep
 * their identity, so a renderer comparing rows by reference re-renders only what changed.
 */
export function applyPatch(state: ChannelState, changes: Changes): ChannelState {
  const out: ChannelState = { ...state };
  for (const id of changes.drop ?? []) delete out[id];
  const copied = new Set<string>();
  const entity = (id: string): JsonObject => {
    if (!copied.has(id)) {
      const current = out[id];
      out[id] = current ? structuredClone(current) : {};
      copied.add(id);
    }
    return out[id] as JsonObject;
  };
  for (const [id, paths] of Object.entries(changes.del ?? {})) {
    if (!(id in out)) continue;
    const target = entity(id);
    for (const path of paths) deletePath(target, path);
  }
  for (const [id, fields] of Object.entries(changes.put ?? {})) {
    const target = entity(id);
    for (const [path, value] of Object.entries(fields)) setPath(target, path, structuredClone(value));
  }
  return out;
}
