import type {
  ClientToServerEvents,
  Reminder,
  ReminderJoinAck,
  ServerToClientEvents,
  SessionEndedNotice,
} from '@kuyi/shared';
import { io, type Socket } from 'socket.io-client';
import type { TestClient } from '../api/test-client.ts';

/** A browser's reminder socket: the handshake carries the TestClient's cookies, as a page's socket would. */
export class ReminderSocket {
  readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  readonly received: Reminder[] = [];
  /** [UA5] What the gateway said when the socket's login ended. */
  readonly notices: SessionEndedNotice[] = [];

  constructor(url: string, browser?: TestClient) {
    const cookie = browser ? [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
    this.socket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: cookie ? { cookie } : {},
    });
    this.socket.on('reminder', (r) => this.received.push(r));
    this.socket.on('session:ended', (n) => this.notices.push(n));
  }

  join(request: { userId?: string; after?: number } = {}): Promise<ReminderJoinAck> {
    return this.socket.timeout(20_000).emitWithAck('reminders:join', request);
  }

  close(): void {
    this.socket.close();
  }
}
