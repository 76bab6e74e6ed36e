// npx tsx loadtest/ledger-bench.ts [--clients 8] [--seconds 5] [--users 1000] [--rounds 3] [--database-url postgres://…]
// Throughput of the wallet ledger's post() on PostgreSQL: user → user transfers (the baseline), system → user
// grants as post() does them, and the same grants queued on one locked row as post() did before migration 0020
// (the system account's wallet_balances row). Without --database-url it uses a throwaway database on the test
// server (TEST_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres). Prints one JSON line per run and a
// Markdown table for docs/benchmarks.md. The work itself is gateway/src/wallet/testing/ledger-bench.ts.
import { cpus, loadavg } from 'node:os';

interface ShapeRun {
  shape: string;
  tps: number;
}
interface LedgerBench {
  runLedgerBench(o: {
    databaseUrl?: string;
    clients: number;
    seconds: number;
    users: number;
    rounds: number;
  }): Promise<ShapeRun[]>;
  ledgerBenchTable(runs: ShapeRun[], o: { clients: number }): string;
}

const USAGE =
  'usage: npx tsx loadtest/ledger-bench.ts [--clients 8] [--seconds 5] [--users 1000] [--rounds 3] [--database-url URL]';

function parse(argv: string[]) {
  const o = { clients: 8, seconds: 5, users: 1000, rounds: 3, databaseUrl: undefined as string | undefined };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--database-url') {
      o.databaseUrl = value;
      continue;
    }
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} must be a positive integer`);
    if (flag === '--clients') o.clients = n;
    else if (flag === '--seconds') o.seconds = n;
    else if (flag === '--users') o.users = n;
    else if (flag === '--rounds') o.rounds = n;
    else throw new Error(`unknown option ${flag}`);
  }
  if (o.users < 2) throw new Error('--users must be at least 2');
  return o;
}

let options: ReturnType<typeof parse>;
try {
  options = parse(process.argv.slice(2));
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}
// Not a static import: the loadtest project does not compile the gateway's sources.
const modulePath = new URL('../gateway/src/wallet/testing/ledger-bench.ts', import.meta.url).href;
const bench = (await import(modulePath)) as LedgerBench;
console.log(
  JSON.stringify({
    date: new Date().toISOString(),
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    node: process.version,
    loadavgBefore: loadavg().map((l) => Math.round(l * 100) / 100),
    ...options,
    databaseUrl: options.databaseUrl ? '(given)' : '(throwaway test database)',
  }),
);
const runs = await bench.runLedgerBench(options);
console.log(`\n${bench.ledgerBenchTable(runs, options)}`);
