import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../live/testing/expected-state.ts';
import type { IoServer } from '../plugin.ts';
import { endSocketsWithSessions } from './session-sockets.ts';
import type { SessionStore } from './session-store.ts';

/** The two calls the sweep uses, counted; `fail` makes the next sweep throw. */
function fakeSessions() {
  const calls = { sweeps: 0, fail: false };
  const store = {
    onEnded: () => {},
    endExpired: async () => {
      calls.sweeps += 1;
      if (calls.fail) {
        calls.fail = false;
        throw new Error('db down');
      }
      return 0;
    },
  } as unknown as SessionStore;
  return { store, calls };
}

describe('[UA5] the run-out login sweep', () => {
  const servers: IoServer[] = [];
  afterEach(async () => {
    for (const io of servers.splice(0)) await io.close();
  });
  const io = () => {
    const server = new Server(createServer()) as IoServer;
    servers.push(server);
    return server;
  };

  it('sweeps on its own, keeps going after a failed sweep (reported), and stops for good', async () => {
    const { store, calls } = fakeSessions();
    const errors: unknown[] = [];
    calls.fail = true;
    const sweep = endSocketsWithSessions(io(), store, { sweepMs: 5, onSweepError: (e) => errors.push(e) });
    expect(await eventually(() => calls.sweeps >= 3, 2_000, 5)).toBe(true);
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).message).toBe('db down');
    await sweep.stop();
    const after = calls.sweeps;
    await new Promise((r) => setTimeout(r, 30));
    expect(calls.sweeps).toBe(after);
  });

  it('never starts a sweep while the last one is still running', async () => {
    let inFlight = 0;
    let most = 0;
    let sweeps = 0;
    const store = {
      onEnded: () => {},
      endExpired: async () => {
        sweeps += 1;
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 20));
        inFlight -= 1;
        return 0;
      },
    } as unknown as SessionStore;
    const sweep = endSocketsWithSessions(io(), store, { sweepMs: 1, onSweepError: () => {} });
    expect(await eventually(() => sweeps >= 3, 2_000, 5)).toBe(true);
    await sweep.stop();
    expect(inFlight).toBe(0);
    expect(most).toBe(1);
  });
});
