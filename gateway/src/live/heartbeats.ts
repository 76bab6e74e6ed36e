import type { EventEmitter } from 'node:events';
import { type EngineSocket, engineDirectSender } from './direct-broadcast.ts';

/**
 * engine.io's heartbeat (protocol v4: the server pings every `pingInterval`, the client answers within
 * `pingTimeout` or is dropped) run by one timer for all sockets instead of two per socket.
 *
 * engine.io arms a fresh `setTimeout` per socket for every ping and another for its pong deadline, and sends the
 * ping through its packet machinery (packet object, packetCreate/flush/drain events, a header and a payload
 * written with cork/uncork): 80–130 µs of CPU per ping and pong (loadtest/bench/heartbeats.ts), several times a
 * patch delivery, so about a fifth of a follower's CPU at a patch a second. Here a wheel of
 * `pingInterval / slotMs` slots turns once per `pingInterval`: a socket joins the slot of the moment it
 * connected, so it is pinged `pingInterval` after connecting and every `pingInterval` after that, exactly as
 * before, and sockets stay spread over the interval as their connections were. The ping is one pre-encoded frame
 * written straight to `ws` when nothing is queued in engine.io for that socket (direct-broadcast.ts's rule),
 * otherwise it goes through engine.io's `sendPacket` as before. The wire and the protocol are unchanged.
 *
 * Relies on engine.io 6.6 internals, pinned by heartbeats.test.ts: `schedulePing`, `resetPingTimeout`,
 * `pingIntervalTimer`, `pingTimeoutTimer`, `onClose(reason)`, the 'heartbeat' event on a pong and 'packet'
 * on every packet. A socket without them (another engine.io, protocol v3) keeps engine.io's own timers.
 */

/** A text frame holding engine.io's ping packet "2": FIN + text opcode, unmasked, 1 byte. */
export const PING_FRAME = Buffer.from([0x81, 0x01, 0x32]);

export interface HeartbeatSocket extends EventEmitter, EngineSocket {
  protocol: number;
  pingIntervalTimer: NodeJS.Timeout | null;
  pingTimeoutTimer: NodeJS.Timeout | null;
  schedulePing(): void;
  resetPingTimeout(): void;
  sendPacket(type: 'ping'): void;
  onClose(reason: string): void;
}

export interface HeartbeatEngine {
  opts: { pingInterval: number; pingTimeout: number };
  on(event: 'connection', listener: (socket: HeartbeatSocket) => void): unknown;
  off(event: 'connection', listener: (socket: HeartbeatSocket) => void): unknown;
}

export interface Heartbeats {
  /** Sockets whose heartbeat the wheel runs. */
  readonly size: number;
  stop(): void;
}

interface Beat {
  socket: HeartbeatSocket;
  /** When the unanswered ping was sent (or the deadline last extended); 0: not waiting for a pong. */
  waitingSince: number;
  /** engine.io extends a pong deadline once when another packet arrives meanwhile; so does this. */
  extended: boolean;
}

const noop = () => {};

/** Whether this socket is the engine.io 6 socket the wheel knows how to take over. */
function canTakeOver(socket: HeartbeatSocket): boolean {
  return (
    socket.protocol === 4 &&
    typeof socket.schedulePing === 'function' &&
    typeof socket.resetPingTimeout === 'function' &&
    typeof socket.sendPacket === 'function' &&
    typeof socket.onClose === 'function' &&
    'pingIntervalTimer' in socket
  );
}

function sendPing(socket: HeartbeatSocket): void {
  const sender = engineDirectSender(socket);
  if (sender) sender.sendFrame([PING_FRAME]);
  else socket.sendPacket('ping');
}

export function installHeartbeats(engine: HeartbeatEngine, options: { slotMs?: number } = {}): Heartbeats {
  const { pingInterval, pingTimeout } = engine.opts;
  const slotMs = options.slotMs ?? Math.min(1000, pingInterval / 10);
  const slots: Set<Beat>[] = Array.from(
    { length: Math.max(1, Math.round(pingInterval / slotMs)) },
    () => new Set(),
  );
  // The slot the hand points at: the sockets pinged last. A new socket joins it, so its turn comes a full
  // revolution (pingInterval) later.
  let hand = 0;

  // Sockets with a ping in flight: a pong comes back within milliseconds, so this holds the last slot or two.
  const waiting = new Set<Beat>();

  const turn = () => {
    hand = (hand + 1) % slots.length;
    const now = Date.now();
    for (const beat of waiting) {
      if (now - beat.waitingSince < pingTimeout) continue;
      waiting.delete(beat);
      if (beat.socket.readyState !== 'closed') beat.socket.onClose('ping timeout');
    }
    for (const beat of slots[hand]!) {
      // As in engine.io, no new ping while one is unanswered: the pong deadline decides.
      if (beat.socket.readyState !== 'open' || beat.waitingSince !== 0) continue;
      beat.waitingSince = now;
      beat.extended = false;
      waiting.add(beat);
      sendPing(beat.socket);
    }
  };
  const timer = setInterval(turn, slotMs);
  timer.unref();

  const onConnection = (socket: HeartbeatSocket) => {
    if (!canTakeOver(socket)) return;
    clearTimeout(socket.pingIntervalTimer ?? undefined);
    clearTimeout(socket.pingTimeoutTimer ?? undefined);
    socket.pingIntervalTimer = null;
    socket.pingTimeoutTimer = null;
    // Own properties shadow the prototype's, so engine.io never arms its timers for this socket again.
    socket.schedulePing = noop;
    socket.resetPingTimeout = noop;
    const slot = slots[hand]!;
    const beat: Beat = { socket, waitingSince: 0, extended: false };
    slot.add(beat);
    socket.on('heartbeat', () => {
      beat.waitingSince = 0;
      waiting.delete(beat);
    });
    socket.on('packet', (packet: { type: string }) => {
      if (beat.waitingSince !== 0 && !beat.extended && packet.type !== 'pong') {
        beat.waitingSince = Date.now();
        beat.extended = true;
      }
    });
    socket.once('close', () => {
      waiting.delete(beat);
      slot.delete(beat);
    });
  };
  engine.on('connection', onConnection);

  return {
    get size() {
      return slots.reduce((n, slot) => n + slot.size, 0);
    },
    stop() {
      // Only for a server that is closing: sockets taken over have no heartbeat after this.
      clearInterval(timer);
      engine.off('connection', onConnection);
    },
  };
}
