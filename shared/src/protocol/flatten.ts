import { isJsonObject, type Json, type JsonObject } from '../json.ts';

/** Path separator of flat field paths; entity keys must not contain it ([P2]). */
export const PATH_SEPARATOR = '.';

/** Non-empty plain objects are descended into; arrays, empty objects and scalars are leaves. */
function isBranch(value: Json): value is JsonObject {
  return isJsonObject(value) && Object.keys(value).length > 0;
}

export function flatten(entity: JsonObject): Map<string, Json> {
  const out = new Map<string, Json>();
  const walk = (node: JsonObject, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}${PATH_SEPARATOR}${key}` : key;
      if (isBranch(value)) walk(value, path);
      else out.set(path, value);
    }
  };
  walk(entity, '');
  return out;
}

export function jsonEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => jsonEqual(item, b[i] as Json));
  }
  const ao = a as JsonObject;
  const bo = b as JsonObject;
  const keys = Object.keys(ao);
  if (keys.length !== Object.keys(bo).length) return false;
  return keys.every((k) => k in bo && jsonEqual(ao[k] as Json, bo[k] as Json));
}

/** Sets `path` in `target` (mutating), replacing any leaf met on the way with an object. */
export function setPath(target: JsonObject, path: string, value: Json): void {
  const keys = path.split(PATH_SEPARATOR);
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (!isJsonObject(next)) node[key] = {};
    node = node[key] as JsonObject;
  }
  node[keys[keys.length - 1] as string] = value;
}

/** Removes `path` from `target` (mutating) and prunes parents it leaves empty. */
export function deletePath(target: JsonObject, path: string): void {
  const keys = path.split(PATH_SEPARATOR);
  const trail: JsonObject[] = [target];
  let node: JsonObject = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (!isJsonObject(next)) return;
    node = next;
    trail.push(node);
  }
  delete node[keys[keys.length - 1] as string];
  for (let depth = keys.length - 2; depth >= 0; depth--) {
    const child = trail[depth + 1] as JsonObject;
    if (Object.keys(child).length > 0) break;
    delete (trail[depth] as JsonObject)[keys[depth] as string];
  }
}
