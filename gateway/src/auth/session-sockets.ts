import { type SessionEndedNotice, type SessionsEnded, SOCKET_ERROR_MESSAGE } from '@kuyi/shared';
import { ClusterAdapter } from 'socket.io-adapter';
import { type Repeating, repeatEvery } from '../jobs/repeat-every.ts';
import type { IoServer, IoSocket } from '../plugin.ts';
import type { SessionStore } from './session-store.ts';

/** The room of one user's private pushes (reminders): only that user's authenticated sockets are let in. */
export const userRoom = (userId: number | string) => `user:${userId}`;

/**
 * The sockets that authenticated with one login, named by its token hash (as the database names it): the end
 * of that login reaches exactly them, not the user's other devices ([UA5]).
 */
export const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;

/**
 * Puts a socket whose handshake cookie proved `userId` into its login's room, then its user's room. The login
 * room comes first, so a login that ends at any point after this finds the socket.
 */
export async function joinAsUser(socket: IoSocket, tokenHash: string, userId: number): Promise<void> {
  await socket.join(sessionRoom(tokenHash));
  await socket.join(userRoom(userId));
  socket.data.userId = String(userId);
}

/** Takes a socket out of both rooms again (a join that lost the race with its login's end). */
export async function leaveAsUser(socket: IoSocket, tokenHash: string, userId: number): Promise<void> {
  await socket.leave(userRoom(userId));
  await socket.leave(sessionRoom(tokenHash));
  socket.data.userId = null;
}

/**
 * This replica's sockets of the ended logins leave the user's room (no private push reaches them from now on),
 * are told, and leave the login's room; public channels they subscribed to stay. Per socket rather than one
 * broadcast: each one's rooms and data change, and a login has a handful of sockets at most.
 */
function endHere(io: IoServer, ended: SessionsEnded): void {
  const notice: SessionEndedNotice = {
    error: 'UNAUTHORIZED',
    message: SOCKET_ERROR_MESSAGE.UNAUTHORIZED,
    reason: ended.reason,
  };
  const nsp = io.of('/');
  for (const hash of ended.tokenHashes) {
    const room = sessionRoom(hash);
    for (const id of [...(nsp.adapter.rooms.get(room) ?? [])]) {
      const socket = nsp.sockets.get(id);
      if (!socket) continue;
      void socket.leave(userRoom(ended.userId));
      socket.data.userId = null;
      socket.emit('session:ended', notice);
      void socket.leave(room);
    }
  }
}

/** How often a replica sweeps run-out logins ([UA5] expiry): a login lasts 30 days, a minute late is nothing. */
export const SESSION_SWEEP_MS = 60_000;

/**
 * [UA5] A login that ends (logout, 修改密码, 找回密码, 更换手机, 注销, or running out) ends what its sockets
 * receive on every replica: the replica that deleted the sessions handles its own sockets and tells the others
 * through the socket.io adapter's server-side emit (Redis, the same pub/sub the live fan-out uses). Install once
 * per server; stopping the returned job ends the expiry sweep (every replica sweeps: the delete is idempotent,
 * and whichever replica deletes a login tells the rest).
 */
export function endSocketsWithSessions(
  io: IoServer,
  sessions: SessionStore,
  opts: { sweepMs?: number; onSweepError: (err: unknown) => void },
): Repeating {
  const sweep = repeatEvery(opts.sweepMs ?? SESSION_SWEEP_MS, () => sessions.endExpired(), {
    onError: opts.onSweepError,
  });
  sessions.onEnded((ended) => {
    endHere(io, ended);
    // The in-memory adapter (one replica, no Redis) has no one to tell and would only warn.
    if (io.of('/').adapter instanceof ClusterAdapter) io.serverSideEmit('sessions:ended', ended);
  });
  io.on('sessions:ended', (ended) => {
    if (Array.isArray(ended?.tokenHashes)) endHere(io, ended);
  });
  return sweep;
}
