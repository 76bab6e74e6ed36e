import { afterEach, describe, expect, it } from 'vitest';
import { type ScriptedGateway, startScriptedGateway, until } from '../../runner/testing/scripted-gateway.ts';
import { WsSwarm } from './ws-swarm.ts';

let gateway: ScriptedGateway | null = null;
let swarm: WsSwarm | null = null;
afterEach(async () => {
  await swarm?.close();
  await gateway?.stop();
});

describe('raw websocket swarm speaking socket.io through the k6 codec', () => {
  it('[P7] completes the Engine.IO handshake with a real socket.io server and counts deliveries in the window', async () => {
    gateway = await startScriptedGateway();
    const active = new WsSwarm({
      urls: [gateway.url],
      clients: 3,
      channels: ['football:list'],
      mode: 'socket.io',
      recordFrames: true,
    });
    swarm = active;
    expect(await active.connect()).toMatchObject({ connected: 3, failed: 0 });
    expect(active.snapshotBytes).toHaveLength(3);

    active.startWindow();
    for (let i = 0; i < 4; i++) gateway.publish('football:list');
    await until(() => active.windowDeliveries === 12, '12 deliveries');
    const stats = active.stopWindow();
    expect(stats.counts).toMatchObject({ delivered: 12, gaps: 0, duplicates: 0 });
    expect(stats.delivery.count).toBe(12);
    expect(stats.bytes).toBeGreaterThan(0);
    // Client 0's frames are kept byte for byte for the baseline server to replay.
    expect(stats.frames).toHaveLength(4);
    expect(stats.frames[0]?.frame.startsWith('42["patch",')).toBe(true);
  });

  it('[P5] resubscribes with its last position after a lost patch', async () => {
    gateway = await startScriptedGateway();
    const active = new WsSwarm({
      urls: [gateway.url],
      clients: 1,
      channels: ['football:list'],
      mode: 'socket.io',
    });
    swarm = active;
    await active.connect();
    active.startWindow();
    gateway.publish('football:list', { lose: true });
    gateway.publish('football:list');
    await until(() => gateway?.subscribes.length === 2, 'the resubscribe');
    expect(gateway.subscribes[1]).toEqual({ channel: 'football:list', epoch: 'e1', seq: 0 });
    await until(() => active.windowDeliveries === 3, 'the gap patch and the two replayed ones');
    expect(active.stopWindow().counts).toMatchObject({ gaps: 1, delivered: 2 });
  });
});
