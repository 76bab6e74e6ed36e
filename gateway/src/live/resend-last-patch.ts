import type { Logger } from '../logger.ts';
import type { IoServer } from '../plugin.ts';
import type { LiveStore } from '../store/live-store.ts';

/**
 * Sends each room's newest patch to this replica's sockets in it, after broadcasts may have been lost (see
 * FanOut.onResubscribed). A client at that seq ignores it; one a patch behind applies it; one further
 * behind sees the gap and resubscribes with its (epoch, seq), which replays the rest ([P4][P5]). So every
 * client converges without a reconnect storm, for one history read per room.
 */
export async function resendLastPatches(
  io: IoServer,
  store: LiveStore,
  rooms: readonly string[],
  logger: Logger,
): Promise<void> {
  await Promise.all(
    rooms.map(async (room) => {
      try {
        const head = await store.catchUp(room);
        if (head.seq === 0) return;
        const last = await store.catchUp(room, { epoch: head.epoch, seq: head.seq - 1 });
        const patch = last.mode === 'replay' ? last.patches.at(-1) : undefined;
        if (patch) io.local.to(room).emit('patch', patch);
      } catch (err) {
        logger.warn({ err, room }, 'resending the last patch failed');
      }
    }),
  );
}
