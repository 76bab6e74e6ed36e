import type { BandwidthResult } from '../bandwidth.ts';
import type { FanoutResult } from '../fanout.ts';
import type { HeartbeatResult } from '../heartbeats.ts';
import type { ReplicaResult } from '../replicas.ts';
import type { UpstreamResult } from '../upstream.ts';
import { markdownTable, round } from './markdown-table.ts';

const x = (ratio: number) => `${round(ratio)}×`;

export function fanoutTable(results: FanoutResult[]): string {
  return markdownTable(
    [
      'clients',
      'served by',
      'gateway deliveries',
      'gateway CPU s',
      'gateway deliveries/CPU-s',
      'ws deliveries',
      'ws CPU s',
      'ws deliveries/CPU-s',
      'ours ÷ ws',
      'gateway idle CPU %',
      'above idle: deliveries/CPU-s',
      'gaps',
      'delivery p50/p99 ms',
      'ws delivery p50/p99 ms',
    ],
    results.map((r) => [
      r.clients,
      r.topology === 'follower' ? 'follower of 2 (Redis)' : 'single gateway',
      r.ours.deliveries,
      round(r.ours.cpuSeconds),
      round(r.ours.deliveriesPerCpuSecond),
      r.baseline.deliveries,
      round(r.baseline.cpuSeconds),
      round(r.baseline.deliveriesPerCpuSecond),
      x(r.ratio),
      round(r.ours.idleCpuPerSecond * 100),
      round(r.ours.marginalDeliveriesPerCpuSecond),
      r.ours.gaps,
      `${r.ours.delivery.p50} / ${r.ours.delivery.p99}`,
      `${r.baseline.delivery.p50} / ${r.baseline.delivery.p99}`,
    ]),
  );
}

export function bandwidthTable(r: BandwidthResult): string {
  const kb = (bytes: number) => round(bytes / 1000);
  return markdownTable(
    ['way', 'KB per client per minute', 'vs ours'],
    [
      ['ours: patches on football:list', kb(r.ours), '1×'],
      [`full list pushed every ${r.pollMs} ms`, kb(r.fullListPush), x(r.ratioFullList)],
      [`every browser polls change every ${r.pollMs} ms`, kb(r.browserPollsChange), x(r.ratioChange)],
    ],
  );
}

export function upstreamTable(results: UpstreamResult[]): string {
  return markdownTable(
    [
      'clients',
      'upstream req/min',
      'upstream KB/min',
      'gateway CPU % of a core',
      'of which polls',
      'of which reads',
      'REST through gateway',
      'added p50 ms',
      'added p99 ms',
      'delivery p50/p99 ms',
      'gaps',
    ],
    results.map((r) => {
      const polls = Object.entries(r.byPathPerMinute)
        .filter(([p]) => /\/(change|liveWords|odds)$/.test(p))
        .reduce((a, [, n]) => a + n, 0);
      return [
        r.clients,
        round(r.upstreamPerMinute),
        round(Object.values(r.byPathKbPerMinute).reduce((a, b) => a + b, 0)),
        round(r.gatewayCpuShare * 100),
        round(polls),
        round(r.upstreamPerMinute - polls),
        r.restRequests,
        r.added.p50,
        r.added.p99,
        `${r.delivery.p50} / ${r.delivery.p99}`,
        r.gaps,
      ];
    }),
  );
}

/** What the gateway reads from the upstream, path by path, most bytes first (one table per client count). */
export function upstreamPathsTable(results: UpstreamResult[]): string {
  return results
    .map((r) => {
      const rows = Object.keys(r.byPathPerMinute)
        .sort((a, b) => (r.byPathKbPerMinute[b] ?? 0) - (r.byPathKbPerMinute[a] ?? 0))
        .map((path) => [path, r.byPathPerMinute[path] ?? 0, r.byPathKbPerMinute[path] ?? 0]);
      return `${r.clients} client(s):\n\n${markdownTable(['path', 'req/min', 'KB/min'], rows)}`;
    })
    .join('\n\n');
}

export function replicasTable(results: ReplicaResult[]): string {
  return markdownTable(
    [
      'replicas',
      'clients',
      'deliveries',
      'gaps',
      'dups',
      'gateway CPU s (sum)',
      'deliveries/CPU-s',
      'upstream req/min',
      'added p50/p99 ms',
      'delivery p50/p99 ms',
    ],
    results.map((r) => [
      r.replicas,
      r.clients,
      r.deliveries,
      r.gaps,
      r.duplicates,
      round(r.gatewayCpuSeconds),
      round(r.deliveriesPerCpuSecond),
      round(r.upstreamPerMinute),
      `${r.added.p50} / ${r.added.p99}`,
      `${r.delivery.p50} / ${r.delivery.p99}`,
    ]),
  );
}

/** One row per run, in the order run (engine.io and the wheel alternate), then the ratio of the means. */
export function heartbeatsTable(results: HeartbeatResult[]): string {
  return markdownTable(
    [
      'sockets',
      'heartbeats',
      'server CPU s in 50 s',
      'pings answered',
      'µs CPU per ping + pong',
      'dropped',
      'wheel ÷ engine.io (mean CPU)',
    ],
    results.flatMap((r) =>
      r.runs.map((run, i) => [
        r.clients,
        run.heartbeats === 'wheel' ? 'one wheel (gateway)' : "engine.io's timers",
        round(run.cpuSeconds),
        run.pings,
        round(run.microsPerPing),
        run.disconnects,
        i === r.runs.length - 1 ? x(r.ratio) : '',
      ]),
    ),
  );
}
