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
}

/** Answer to `reminders:join`: the reminders after the client's last seen id, oldest first ([AI6]). */
export type ReminderJoinAck =
  | { ok: true; userId: string; missed: Reminder[] }
  | { ok: false; error: SocketErrorCode; message: string };

export interface ClientToServerEvents {
  subscribe: (request: SubscribeRequest, ack: (result: SubscribeAck) => void) => void;
  unsubscribe: (request: UnsubscribeRequest, ack?: (result: UnsubscribeAck) => void) => void;
  /** Joins the session user's reminder room ([AI4], [AI5]); the session comes from the handshake cookie. */
  'reminders:join': (request: ReminderJoinRequest, ack: (result: ReminderJoinAck) => void) => void;
}

/** Server-to-server messages between gateway replicas (socket.io `serverSideEmit`). */
// biome-ignore lint/suspicious/noEmptyInterface: socket.io requires the type parameter; replicas exchange nothing yet.
export interface InterServerEvents {}

export interface SocketData {
  userId: string | null;
  subscriptions: Set<string>;
}
