import { afterEach, describe, expect, it } from 'vitest';
import { type ScriptedGateway, startScriptedGateway, until } from '../../runner/testing/scripted-gateway.ts';
import { checks } from '../testing/fake-k6.ts';
import { samples } from '../testing/fake-k6-metrics.ts';
import * as fakeWs from '../testing/fake-k6-ws.ts';
import { createSeqTracker } from './seq-tracker.js';

let gateway: ScriptedGateway | null = null;
afterEach(async () => {
  await gateway?.stop();
});

const count = (metric: string) => samples[metric]?.length ?? 0;

describe('k6 live session (k6 modules faked, real socket.io server)', () => {
  it('[P5][P7] handshakes, subscribes, reports delivery times, and resubscribes after a lost patch', async () => {
    gateway = await startScriptedGateway();
    // config.js reads -e GATEWAY=… when it loads, as k6 does.
    (globalThis as { __ENV?: Record<string, string> }).__ENV = { GATEWAY: gateway.url };
    const { liveSession } = await import('./live-session.js');
    const tracker = createSeqTracker();

    liveSession({ channels: ['football:list'], durationMs: 3000, tracker });
    await until(() => tracker.channels['football:list']?.position != null, 'the subscribe ack');
    gateway.publish('football:list');
    gateway.publish('football:list', { lose: true });
    gateway.publish('football:list');
    await until(() => tracker.counts.delivered === 3, 'the lost patch replayed');
    await fakeWs.closed;

    expect(gateway.subscribes).toEqual([
      { channel: 'football:list' },
      { channel: 'football:list', epoch: 'e1', seq: 1 },
    ]);
    expect(count('seq_gaps')).toBe(1);
    expect(count('patches_delivered')).toBe(3);
    // Every patch frame is timed, the one that revealed the gap included.
    expect(count('patch_delivery_ms')).toBe(4);
    expect(samples.resumed_by_replay?.map((s) => s.value)).toEqual([true]);
    expect(count('protocol_errors')).toBe(0);
    expect(count('subscribe_ack_ms')).toBe(2);
    expect(count('ws_bytes_received')).toBeGreaterThan(4);
    expect(checks).toContainEqual({ name: 'socket.io: upgraded (101)', ok: true });
  });
});
