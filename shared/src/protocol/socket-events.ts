import { z } from 'zod';
import type { Reminder, ReminderJoinRequest } from '../api/reminders.ts';
import type { SocketErrorCode } from './error-codes.ts';
import type { Patch, Snapshot } from './patch.ts';
import type { ReloadNotice } from './version.ts';

/**
 * The socket.io event maps ([P7]). Names are fixed so outside clients (k6, other apps) can rely on them.
 * Server and client are both typed from these: a rename breaks the build, not the wire.
 */
export const subscribeRequestSchema = z.object({
  channel: z.string().min(1).max(64),
  epoch: z.string().max(64).optional(),
  seq: z.number().int().nonnegative().optional(),
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

export const unsubscribeRequestSchema = z.object({ channel: z.string().min(1).max(64) });
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;

export type SubscribeAck =
  | { ok: true; mode: 'snapshot' | 'replay'; epoch: string; seq: number }
  | { ok: false; error: SocketErrorCode; message: string };

export type UnsubscribeAck = { ok: true } | { ok: false; error: SocketErrorCode; message: string };

/** Upstream freshness of a sport's data ([P9]). */
export interface StaleNotice {
  sport: 'football' | 'basketball';
  stale: boolean;
  /** Epoch ms of the last successful poll. */
  since: number | null;
}

export interface ServerToClientEvents {
  snapshot: (message: Snapshot) => void;
  patch: (message: Patch) => void;
  stale: (notice: StaleNotice) => void;
  /** A reminder for the socket's logged-in user, on its own room `user:{id}` ([AI4]). */
  reminder: (reminder: Reminder) => void;
  /** The client was built for another protocol version: reload the page (issue 18). */
  reload: (notice: ReloadNotice) => void;
  /** The login this socket joined with has ended: it has left the user's rooms ([UA5]). */
  'session:ended': (notice: SessionEndedNotice) => void;
  /** New 消息 for the socket's logged-in user, on `user:{id}`: their unread count now ([NT8]). */
  'notice:new': (notice: NoticeNew) => void;
}

/** [NT8] The user's unread notice count just after new ones were committed (the header badge shows it). */
export interface NoticeNew {
  count: number;
}

/**
 * [UA5] Told to each socket whose login ended. `logout`: this browser logged out (its own page needs no login
 * box); `revoked`: ended elsewhere (修改密码, 找回密码, 更换手机 on another device, 注销).
 */
export interface SessionEndedNotice {
  error: 'UNAUTHORIZED';
  message: string;
  reason: 'logout' | 'revoked';
}

/** [UA5] Sessions that ended, as one replica tells the others (the token hashes name their socket rooms). */
export interface SessionsEnded {
  userId: number;
  tokenHashes: string[];
  reason: SessionEndedNotice['reason'];
}

/**
 * Answer to `reminders:join`: the reminders after the client's last seen id, oldest first ([AI6]), and the id
 * they were counted from (the newest then, for a client that sent none): kept, it makes the next reconnect ask
 * for what came meanwhile even before any reminder arrived.
 */
export type ReminderJoinAck =
  | { ok: true; userId: string; missed: Reminder[]; after: number }
  | { ok: false; error: SocketErrorCode; message: string };

export interface ClientToServerEvents {
  subscribe: (request: SubscribeRequest, ack: (result: SubscribeAck) => void) => void;
  unsubscribe: (request: UnsubscribeRequest, ack?: (result: UnsubscribeAck) => void) => void;
  /** Joins the session user's reminder room ([AI4], [AI5]); the session comes from the handshake cookie. */
  'reminders:join': (request: ReminderJoinRequest, ack: (result: ReminderJoinAck) => void) => void;
}

/** Server-to-server messages between gateway replicas (socket.io `serverSideEmit`). */
export interface InterServerEvents {
  /** [UA5] Sessions ended on one replica: every replica sends its sockets of them out of the user's rooms. */
  'sessions:ended': (ended: SessionsEnded) => void;
}

export interface SocketData {
  userId: string | null;
  subscriptions: Set<string>;
}
