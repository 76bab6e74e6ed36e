import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ClientToServerEvents,
  InterServerEvents,
  Patch,
  ServerToClientEvents,
  SocketData,
} from '@kuyi/shared';
import { Server } from 'socket.io';

/**
 * A test double of the gateway's live protocol ([P4]–[P7]) whose losses are scripted, so the runner's and
 * the swarm's seq accounting can be checked against a real socket.io server without the real gateway.
 */
export interface ScriptedGateway {
  url: string;
  /** Appends a patch to the channel's history; `lose` keeps it from the room, as a dropped frame would. */
  publish(channel: string, options?: { lose?: boolean }): Patch;
  subscribes: { channel: string; epoch?: string; seq?: number }[];
  stop(): Promise<void>;
}

export async function startScriptedGateway(epoch = 'e1'): Promise<ScriptedGateway> {
  const http = createServer();
  const io = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>(http, {
    transports: ['websocket'],
  });
  const history = new Map<string, Patch[]>();
  const subscribes: ScriptedGateway['subscribes'] = [];
  const seqOf = (channel: string) => history.get(channel)?.length ?? 0;
  io.on('connection', (socket) => {
    socket.on('subscribe', (request, ack) => {
      subscribes.push(request);
      const current = seqOf(request.channel);
      void socket.join(request.channel);
      if (request.epoch === epoch && request.seq !== undefined && request.seq <= current) {
        ack({ ok: true, mode: 'replay', epoch, seq: current });
        for (const patch of (history.get(request.channel) ?? []).slice(request.seq))
          socket.emit('patch', patch);
        return;
      }
      socket.emit('snapshot', { channel: request.channel, epoch, seq: current, state: {}, ts: Date.now() });
      ack({ ok: true, mode: 'snapshot', epoch, seq: current });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    subscribes,
    publish(channel, options = {}) {
      const list = history.get(channel) ?? [];
      history.set(channel, list);
      const patch: Patch = {
        channel,
        epoch,
        seq: list.length + 1,
        ts: Date.now(),
        put: { m1: { homeScore: list.length } },
      };
      list.push(patch);
      if (!options.lose) io.to(channel).emit('patch', patch);
      return patch;
    },
    stop: () => new Promise<void>((resolve) => io.close(() => resolve())),
  };
}

/** Waits for a condition driven by network events; fails with `what` instead of hanging the suite. */
export async function until(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
