import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { type ScriptedGateway, startScriptedGateway, until } from '../../runner/testing/scripted-gateway.ts';
import { WsSwarm } from './ws-swarm.ts';

let gateway: ScriptedGateway | null = null;
let swarm: WsSwarm | null = null;
let bare: WebSocketServer | null = null;
afterEach(async () => {
  await swarm?.close();
  await gateway?.stop();
  await new Promise((resolve) => (bare ? bare.close(resolve) : resolve(null)));
  gateway = null;
  bare = null;
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

  it("times a bare server's frames from when each was due, not from the gateway stamp they carry", async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    bare = server;
    await once(server, 'listening');
    server.on('connection', (ws) => ws.send('0{"sid":"baseline"}'));
    const active = new WsSwarm({
      urls: [`http://127.0.0.1:${(server.address() as AddressInfo).port}`],
      clients: 2,
      channels: [],
      mode: 'baseline',
    });
    swarm = active;
    expect(await active.connect()).toMatchObject({ connected: 2 });
    active.startWindow();
    // Frames recorded long ago (ts 1): their stamps would say every delivery took decades.
    const frame = '42["patch",{"channel":"football:list","epoch":"e1","seq":1,"ts":1}]';
    const due = Date.now() + 50;
    active.expectBaselineFrames([due, due + 100]);
    setTimeout(() => {
      for (const ws of server.clients) ws.send(frame);
    }, 50);
    // The second frame goes out 200 ms late: that lateness is the bare server's, and must show.
    setTimeout(() => {
      for (const ws of server.clients) ws.send(frame);
    }, 350);
    await until(() => active.windowDeliveries === 4, 'both frames at both clients');
    const { delivery } = active.stopWindow();
    expect(delivery.count).toBe(4);
    expect(delivery.max).toBeGreaterThanOrEqual(190);
    expect(delivery.max).toBeLessThan(10_000);
  });
});
