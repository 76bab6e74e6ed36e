import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedGateway, startScriptedGateway, until } from '../../runner/testing/scripted-gateway.ts';
import { checks } from '../testing/fake-k6.ts';
import { samples } from '../testing/fake-k6-metrics.ts';
import * as fakeWs from '../testing/fake-k6-ws.ts';
import { createSeqTracker, isReplayed } from './seq-tracker.js';

// One server for the file: config.js reads -e GATEWAY=… once, when it loads, as k6 does.
let gateway: ScriptedGateway;
let liveSession: typeof import('./live-session.js').liveSession;
beforeAll(async () => {
  gateway = await startScriptedGateway();
  (globalThis as { __ENV?: Record<string, string> }).__ENV = { GATEWAY: gateway.url };
  ({ liveSession } = await import('./live-session.js'));
});
afterAll(async () => {
  await gateway.stop();
});

const count = (metric: string) => samples[metric]?.length ?? 0;
/** Samples a metric got from `from` on (the fake's samples accumulate over the file). */
const since = (metric: string, from: number) => (samples[metric] ?? []).slice(from);

describe('k6 live session (k6 modules faked, real socket.io server)', () => {
  it('[P5][P7] handshakes, subscribes, reports delivery times, and resubscribes after a lost patch', async () => {
    const tracker = createSeqTracker();
    const delivered = count('patch_delivery_ms');
    const replayed = count('replay_age_ms');

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
    // Patches 1 and 3 came live; 2 and 3 again were replayed after the resubscribe the gap caused.
    expect(count('patch_delivery_ms') - delivered).toBe(2);
    expect(count('replay_age_ms') - replayed).toBe(2);
    expect(samples.resumed_by_replay?.map((s) => s.value)).toEqual([true]);
    expect(count('protocol_errors')).toBe(0);
    expect(count('subscribe_ack_ms')).toBe(2);
    expect(checks).toContainEqual({ name: 'socket.io: upgraded (101)', ok: true });
  });

  it('[P5] a resumed session reports the patches replayed while the user was away apart from live ones, with its tags', async () => {
    const tracker = createSeqTracker();
    liveSession({ channels: ['basketball:list'], durationMs: 500, tracker, tags: { phase: 'cold' } });
    await until(() => tracker.channels['basketball:list']?.position != null, 'the first ack');
    await fakeWs.closed;

    // Away: two patches the user never saw live.
    gateway.publish('basketball:list');
    gateway.publish('basketball:list');
    const delivered = count('patch_delivery_ms');
    const replayed = count('replay_age_ms');
    liveSession({ channels: ['basketball:list'], durationMs: 3000, tracker, tags: { phase: 'storm' } });
    await until(() => tracker.counts.delivered === 2, 'the replay');
    gateway.publish('basketball:list');
    await until(() => tracker.counts.delivered === 3, 'the live patch');
    await fakeWs.closed;

    expect(gateway.subscribes.at(-1)).toEqual({ channel: 'basketball:list', epoch: 'e1', seq: 0 });
    expect(since('replay_age_ms', replayed).map((s) => s.tags)).toEqual([
      { phase: 'storm' },
      { phase: 'storm' },
    ]);
    expect(since('patch_delivery_ms', delivered).map((s) => s.tags)).toEqual([{ phase: 'storm' }]);
    expect(samples.resumed_by_replay?.at(-1)).toEqual({ value: true, tags: { phase: 'storm' } });
  });

  it('[P5] tells a replayed patch from a live one by its emit time against the subscribe', () => {
    expect(isReplayed(1000, 1000)).toBe(true);
    expect(isReplayed(999, 1000)).toBe(true);
    expect(isReplayed(1001, 1000)).toBe(false);
    expect(isReplayed(1000, undefined)).toBe(false);
  });
});
