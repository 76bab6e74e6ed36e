import type { LatencyStats } from '../../runner/latency-histogram.ts';
import { addedLatency } from './added-latency.ts';
import type { Stack } from './stack.ts';
import { type PatchSample, WsSwarm } from './ws-swarm.ts';

const LIST = 'football:list';
/** The upstream answer that causes a list patch. */
const CHANGE_PATH = '/sc/api/football/change';

/**
 * `clients` socket.io clients on football:list, spread round robin over the stack's gateways (as nginx does)
 * and keeping every patch's timing. The counting proxy is zeroed once they are in, so what it counts next is
 * the window's upstream load, not the connects'.
 */
export async function connectListWatchers(stack: Stack, clients: number) {
  const swarm = new WsSwarm({
    urls: stack.gatewayUrls,
    clients,
    channels: [LIST],
    mode: 'socket.io',
    resume: true,
    keepSamples: true,
  });
  const connect = await swarm.connect();
  await stack.proxy.reset();
  return { swarm, connect };
}

/** What the gateway added to each list patch: its receipt less the `change` answer (at the proxy) that caused it. */
export async function listAddedLatency(stack: Stack, samples: readonly PatchSample[]): Promise<LatencyStats> {
  const changeTimes = await stack.proxy.changeTimes(CHANGE_PATH);
  return addedLatency(samples, (channel) => (channel === LIST ? changeTimes : null));
}
