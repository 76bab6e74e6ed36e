import {
  type ReminderJoinAck,
  reminderJoinSchema,
  SOCKET_ERROR_MESSAGE,
  type SocketErrorCode,
} from '@kuyi/shared';
import type { ApiServices } from '../api/api-services.ts';
import { sessionUser } from '../auth/current-user.ts';
import { TOKEN_COOKIE } from '../auth/session-cookie.ts';
import { joinAsUser, leaveAsUser, userRoom } from '../auth/session-sockets.ts';
import { hashToken } from '../auth/session-store.ts';
import type { Logger } from '../logger.ts';
import type { IoServer } from '../plugin.ts';
import type { ReminderRepo } from './reminder-repo.ts';

/** The room of one user's reminders: only that user's authenticated sockets are ever let in ([AI5]). */
export { userRoom };

const refuse = (error: SocketErrorCode): ReminderJoinAck => ({
  ok: false,
  error,
  message: SOCKET_ERROR_MESSAGE[error],
});

/** The session token from a handshake's Cookie header (the same httpOnly cookie REST calls use). */
export function tokenFromCookieHeader(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== TOKEN_COOKIE) continue;
    try {
      const value = decodeURIComponent(part.slice(eq + 1).trim());
      return value.length > 0 ? value : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * `reminders:join` ([AI4]–[AI6]): the socket's handshake cookie names the user — nothing the client sends can
 * name another one, and asking for another user's room is refused with FORBIDDEN. The socket joins
 * `user:{id}`, the room is made sure to receive broadcasts from every replica, and then the reminders stored
 * after the client's last seen id come back in the ack, so a reconnect loses nothing. The socket also joins its
 * login's room, so the end of that login takes it out of `user:{id}` again ([UA5]).
 */
export function handleReminderSockets(
  io: IoServer,
  deps: { services: ApiServices; repo: ReminderRepo; ready(room: string): Promise<void>; logger: Logger },
): void {
  io.on('connection', (socket) => {
    socket.on('reminders:join', async (request: unknown, rawAck: unknown) => {
      const ack = typeof rawAck === 'function' ? (rawAck as (r: ReminderJoinAck) => void) : () => {};
      const parsed = reminderJoinSchema.safeParse(request ?? {});
      if (!parsed.success) return ack(refuse('BAD_PAYLOAD'));
      try {
        const token = tokenFromCookieHeader(socket.handshake.headers.cookie);
        const user = await sessionUser(deps.services, token);
        if (!token || !user) return ack(refuse('UNAUTHORIZED'));
        if (parsed.data.userId !== undefined && parsed.data.userId !== String(user.id))
          return ack(refuse('FORBIDDEN'));
        const tokenHash = hashToken(token);
        await joinAsUser(socket, tokenHash, user.id);
        // [UA5] A login that ended between the check above and the join found the socket in no room: ask again.
        if ((await deps.services.sessions.userIdFor(token)) !== user.id) {
          await leaveAsUser(socket, tokenHash, user.id);
          return ack(refuse('UNAUTHORIZED'));
        }
        const room = userRoom(user.id);
        await deps.ready(room);
        const after = parsed.data.after ?? (await deps.repo.lastId(user.id));
        const missed = await deps.repo.missed(user.id, after);
        if (!socket.connected) return;
        ack({ ok: true, userId: String(user.id), missed, after });
      } catch (err) {
        deps.logger.warn({ err: (err as Error).message }, 'reminder join failed');
        ack(refuse('UNAVAILABLE'));
      }
    });
  });
}
