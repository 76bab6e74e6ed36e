import { z } from 'zod';
import type { Json, JsonObject } from '../json.ts';

/**
 * The state of every channel is a keyed map of entities ([P2]): list channels key rows by match id, match
 * channels key the header ("info"), each event ("ev:{id}"), each liveWords line ("w:{id}") and so on.
 * Appending a line is adding an entity, so a patch never re-sends a list.
 */
export type ChannelState = Record<string, JsonObject>;

/**
 * The changes of one patch ([P3]). Paths are flat, dot-separated keys into an entity (SofaScore style:
 * "odds.ya.line"); arrays and empty objects are leaf values. Applied in the order drop → del → put.
 */
export interface Changes {
  /** Entity id → flat path → new value. An entity not yet in the state is created. */
  put?: Record<string, Record<string, Json>>;
  /** Entity id → flat paths that no longer exist. */
  del?: Record<string, string[]>;
  /** Entities removed whole. */
  drop?: string[];
}

export interface Stamp {
  channel: string;
  /** Identifies one lifetime of the store; a new epoch means seq restarted and history is gone ([P4]). */
  epoch: string;
  /** Per-channel, increases by exactly one per patch ([P5]). */
  seq: number;
}

export interface Patch extends Stamp, Changes {
  /** Gateway emit time, epoch ms: clients and load tests measure delivery latency from it. */
  ts: number;
}

export interface Snapshot extends Stamp {
  state: ChannelState;
  ts: number;
}

export function isEmptyChanges(changes: Changes): boolean {
  return (
    Object.keys(changes.put ?? {}).length === 0 &&
    Object.keys(changes.del ?? {}).length === 0 &&
    (changes.drop?.length ?? 0) === 0
  );
}

const jsonSchema: z.ZodType<Json> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(jsonSchema),
    z.record(z.string(), jsonSchema),
  ]),
);

export const patchSchema = z.object({
  channel: z.string(),
  epoch: z.string(),
  seq: z.number().int().nonnegative(),
  ts: z.number(),
  put: z.record(z.string(), z.record(z.string(), jsonSchema)).optional(),
  del: z.record(z.string(), z.array(z.string())).optional(),
  drop: z.array(z.string()).optional(),
});
