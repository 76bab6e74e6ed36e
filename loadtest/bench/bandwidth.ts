import { setTimeout as sleep } from 'node:timers/promises';
import { type BenchOptions, WARMUP_MS } from './lib/bench-options.ts';
import { getMeasured } from './lib/http-measured.ts';
import { startStack } from './lib/stack.ts';
import { WsSwarm } from './lib/ws-swarm.ts';

export interface BandwidthResult {
  windowMs: number;
  pollMs: number;
  /** Bytes per client per minute. */
  ours: number;
  fullListPush: number;
  browserPollsChange: number;
  /** One full football:list snapshot frame, bytes (what a page pays once on open). */
  snapshotBytes: number;
  patches: number;
  changePolls: number;
  changeErrors: number;
  ratioFullList: number;
  ratioChange: number;
}

/**
 * Bytes a list page receives per minute three ways, all as fresh as the gateway's poll interval:
 *  - ours: patches on football:list (websocket frames with headers, pings included);
 *  - full list on every poll: the football:list snapshot frame pushed every `pollMs`;
 *  - every browser polls `change` itself (the original site): the HTTP answers of `change?version=V`
 *    every `pollMs`, straight from the feed.
 */
export async function bandwidth(options: BenchOptions): Promise<BandwidthResult> {
  const stack = await startStack({ ...options, gateways: 1, redis: false });
  try {
    await sleep(WARMUP_MS);
    const swarm = new WsSwarm({
      urls: stack.gatewayUrls,
      clients: 1,
      channels: ['football:list'],
      mode: 'socket.io',
    });
    await swarm.connect();
    let changeBytes = 0;
    let changePolls = 0;
    let changeErrors = 0;
    let version = 0;
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const next = sleep(options.pollMs);
        try {
          const res = await getMeasured(`${stack.feedUrl}/sc/api/football/change?version=${version}`);
          changeBytes += res.bytes;
          changePolls++;
          const parsed = JSON.parse(res.body) as { data?: { version?: number } };
          version = parsed.data?.version ?? version;
        } catch {
          changeErrors++;
        }
        await next;
      }
    })();
    swarm.startWindow();
    await sleep(options.windowMs);
    const stats = swarm.stopWindow();
    polling = false;
    await poller;
    // A fresh page's snapshot now, next to the one at the start: the list's size during the window.
    const late = new WsSwarm({
      urls: stack.gatewayUrls,
      clients: 1,
      channels: ['football:list'],
      mode: 'socket.io',
    });
    await late.connect();
    await late.close();
    await swarm.close();
    const sizes = [...swarm.snapshotBytes, ...late.snapshotBytes];
    const snapshotBytes = sizes.length > 0 ? sizes.reduce((a, b) => a + b, 0) / sizes.length : Number.NaN;
    const minutes = stats.ms / 60_000;
    const ours = stats.bytes / minutes;
    const fullListPush = snapshotBytes * (60_000 / options.pollMs);
    const browserPollsChange = changeBytes / minutes;
    return {
      windowMs: stats.ms,
      pollMs: options.pollMs,
      ours,
      fullListPush,
      browserPollsChange,
      snapshotBytes,
      patches: stats.deliveries,
      changePolls,
      changeErrors,
      ratioFullList: fullListPush / ours,
      ratioChange: browserPollsChange / ours,
    };
  } finally {
    await stack.stop();
  }
}
