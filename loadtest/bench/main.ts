// npm run bench -- <fanout|bandwidth|upstream|replicas|client-table|heartbeats|all> [--sizes …] [--window 30s] [--port-base 4500]
// Runs each benchmark against its baseline in the same run, writes JSON to loadtest/.data/bench/ and prints
// Markdown tables for docs/benchmarks.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { bandwidth } from './bandwidth.ts';
import { clientTable, clientTableTable } from './client-table/client-table.ts';
import { fanout } from './fanout.ts';
import { heartbeats } from './heartbeats.ts';
import { BENCH_USAGE, DEFAULT_SIZES, parseBenchArgs } from './lib/bench-args.ts';
import {
  bandwidthTable,
  fanoutTable,
  heartbeatsTable,
  replicasTable,
  upstreamPathsTable,
  upstreamTable,
} from './lib/bench-report.ts';
import { BENCH_OUT } from './lib/paths.ts';
import { replicas } from './replicas.ts';
import { upstream } from './upstream.ts';

const args = parseBenchArgs(process.argv.slice(2));
if (!args.ok) {
  console.error(`${args.error}\n${BENCH_USAGE}`);
  process.exit(2);
}
mkdirSync(BENCH_OUT, { recursive: true });
const machine = {
  date: new Date().toISOString(),
  cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
  memoryGb: Math.round(totalmem() / 1e9),
  node: process.version,
  loadavgBefore: loadavg().map((l) => Math.round(l * 100) / 100),
};
console.log(JSON.stringify(machine));

for (const bench of args.benches) {
  const options = { ...args.options, sizes: args.sizes ?? DEFAULT_SIZES[bench] };
  const started = Date.now();
  let table: string;
  let result: unknown;
  switch (bench) {
    case 'fanout': {
      const r = await fanout(options);
      [result, table] = [r, fanoutTable(r)];
      break;
    }
    case 'bandwidth': {
      const r = await bandwidth(options);
      [result, table] = [r, bandwidthTable(r)];
      break;
    }
    case 'upstream': {
      const r = await upstream(options);
      [result, table] = [r, `${upstreamTable(r)}\n\n${upstreamPathsTable(r)}`];
      break;
    }
    case 'client-table': {
      const r = await clientTable(options);
      [result, table] = [r, clientTableTable(r)];
      break;
    }
    case 'heartbeats': {
      const r = await heartbeats(options);
      [result, table] = [r, heartbeatsTable(r)];
      break;
    }
    case 'replicas': {
      const r = await replicas(options);
      [result, table] = [r, replicasTable(r)];
      break;
    }
  }
  const record = {
    bench,
    machine: { ...machine, loadavgAfter: loadavg().map((l) => Math.round(l * 100) / 100) },
    command: `npm run bench -- ${process.argv.slice(2).join(' ')}`,
    options,
    seconds: Math.round((Date.now() - started) / 1000),
    result,
  };
  const file = path.join(BENCH_OUT, `${bench}-${machine.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(record, null, 2));
  console.log(`\n## ${bench} (${record.seconds} s, ${file})\n\n${table}\n`);
}
