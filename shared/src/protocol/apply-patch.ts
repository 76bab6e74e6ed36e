import type { JsonObject } from '../json.ts';
import { deletePath, setPath } from './flatten.ts';
import type { Changes, ChannelState } from './patch.ts';

/**
 * Applies changes in the order drop → del → put ([P3]) and returns a new state. Untouched entities keep
 * their identity, so a renderer comparing rows by reference re-renders only what changed.
 */
export function applyPatch(state: ChannelState, changes: Changes): ChannelState {
  const out: ChannelState = { ...state };
  applyPatchInPlace(out, changes);
  return out;
}

/**
 * The same changes written into `state` itself, for a holder that owns its state: copying a 5,000-row list
 * for every patch costs milliseconds (row ids are numeric strings, which V8 copies slowly), this costs only
 * the touched rows. Changed entities are still replaced by fresh copies, so their identity changes and
 * untouched ones keep theirs. Returns the ids it touched (dropped, changed or created).
 */
export function applyPatchInPlace(state: ChannelState, changes: Changes): Set<string> {
  const touched = new Set<string>();
  for (const id of changes.drop ?? []) {
    if (id in state) touched.add(id);
    delete state[id];
  }
  const copied = new Set<string>();
  const entity = (id: string): JsonObject => {
    if (!copied.has(id)) {
      const current = state[id];
      state[id] = current ? structuredClone(current) : {};
      copied.add(id);
      touched.add(id);
    }
    return state[id] as JsonObject;
  };
  for (const [id, paths] of Object.entries(changes.del ?? {})) {
    if (!(id in state)) continue;
    const target = entity(id);
    for (const path of paths) deletePath(target, path);
  }
  for (const [id, fields] of Object.entries(changes.put ?? {})) {
    const target = entity(id);
    for (const [path, value] of Object.entries(fields)) setPath(target, path, structuredClone(value));
  }
  return touched;
}
