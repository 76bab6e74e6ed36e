import { afterEach, describe, expect, it } from 'vitest';
import { ClientSession, type SessionSink } from './client-session.ts';
import { type ScriptedGateway, startScriptedGateway, until } from './testing/scripted-gateway.ts';

function recordingSink() {
  const seen = {
    latencies: 0,
    acks: 0,
    bytes: 0,
    errors: [] as string[],
    resumes: [] as string[],
    connected: 0,
  };
  const sink: SessionSink = {
    patchLatency: () => void seen.latencies++,
    ackLatency: () => void seen.acks++,
    bytes: (n) => {
      seen.bytes += n;
    },
    error: (kind) => void seen.errors.push(kind),
    resumed: (mode) => void seen.resumes.push(mode),
    connected: () => void seen.connected++,
  };
  return { seen, sink };
}

let gateway: ScriptedGateway | null = null;
let session: ClientSession | null = null;
afterEach(async () => {
  session?.close();
  await gateway?.stop();
});

describe('runner session against a socket.io server ([P5] gap → resubscribe with last position)', () => {
  it('counts every patch once, and recovers a lost one by replay', async () => {
    gateway = await startScriptedGateway();
    const { seen, sink } = recordingSink();
    session = new ClientSession(gateway.url, ['football:list'], sink);
    session.connect();
    await until(
      () => session?.tracker.channels['football:list']?.position !== null && seen.acks === 1,
      'first ack',
    );

    gateway.publish('football:list');
    gateway.publish('football:list', { lose: true });
    gateway.publish('football:list');
    await until(() => session?.tracker.counts.delivered === 3, 'three patches delivered');

    expect(session.tracker.counts).toMatchObject({ delivered: 3, gaps: 1, duplicates: 0 });
    // The resubscribe carried the last position the client held before the gap.
    expect(gateway.subscribes).toEqual([
      { channel: 'football:list' },
      { channel: 'football:list', epoch: 'e1', seq: 1 },
    ]);
    expect(seen.resumes).toEqual(['replay']);
    expect(seen.errors).toEqual([]);
    expect(seen.connected).toBe(1);
    expect(seen.bytes).toBeGreaterThan(0);
  });

  it('resumes every channel after a reconnect without losing patches sent meanwhile', async () => {
    gateway = await startScriptedGateway();
    const { seen, sink } = recordingSink();
    session = new ClientSession(gateway.url, ['football:list', 'basketball:list'], sink);
    session.connect();
    await until(() => seen.acks === 2, 'both acks');
    gateway.publish('football:list');
    await until(() => session?.tracker.counts.delivered === 1, 'first patch');

    session.reconnect();
    gateway.publish('football:list');
    await until(() => session?.tracker.counts.delivered === 2 && seen.acks === 4, 'resume after reconnect');
    expect(session.tracker.counts.gaps).toBe(0);
    expect(seen.resumes.sort()).toEqual(['replay', 'replay']);
  });
});
