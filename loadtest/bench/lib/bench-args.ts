import { parseArgs } from 'node:util';
import { chinaToday } from '../../runner/args.ts';
import { parseDuration } from '../../runner/duration.ts';
import { type BenchOptions, DEFAULT_FEED_ARGS } from './bench-options.ts';

export const BENCHES = ['fanout', 'bandwidth', 'upstream', 'replicas', 'client-table', 'heartbeats'] as const;
export type BenchName = (typeof BENCHES)[number];

/**
 * The sizes: fan-out at 1k/5k/10k, upstream with 1 and 5,000 clients, replicas under 2,000; for
 * client-table the number of rows in the browser's table; for heartbeats idle sockets (its window is always two
 * ping intervals, 50 s, so --window does not apply).
 */
export const DEFAULT_SIZES: Record<BenchName, number[]> = {
  fanout: [1000, 5000, 10_000],
  bandwidth: [1],
  upstream: [1, 5000],
  replicas: [2000],
  'client-table': [5000],
  heartbeats: [1000, 10_000],
};

export const BENCH_USAGE = `usage: npm run bench -- <${BENCHES.join('|')}|all> [--sizes 1000,5000] [--window 30s]
  [--poll 1000] [--port-base 4500] [--feed-args="--seed 7 --speed 60 --source synthetic"] [--date YYYY-MM-DD] [--no-rest]
  [--topology single|follower]`;

export type BenchArgs =
  | { ok: true; benches: BenchName[]; options: BenchOptions; sizes: number[] | null }
  | { ok: false; error: string };

export function parseBenchArgs(argv: string[], now = Date.now()): BenchArgs {
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        sizes: { type: 'string' },
        window: { type: 'string', default: '30s' },
        poll: { type: 'string', default: '1000' },
        'port-base': { type: 'string', default: '4500' },
        'feed-args': { type: 'string' },
        date: { type: 'string' },
        'no-rest': { type: 'boolean' },
        topology: { type: 'string', default: 'single' },
      },
    });
  } catch (err) {
    return { ok: false, error: (err as Error).message };
  }
  const { positionals } = parsed;
  const rest = parsed.values['no-rest'] !== true;
  const values = Object.fromEntries(
    Object.entries(parsed.values).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  const which = positionals[0] ?? 'all';
  const benches = which === 'all' ? [...BENCHES] : BENCHES.filter((b) => b === which);
  if (benches.length === 0 || positionals.length > 1)
    return { ok: false, error: `unknown benchmark: ${positionals.join(' ')}` };
  let sizes: number[] | null = null;
  if (values.sizes !== undefined) {
    sizes = values.sizes.split(',').map((s) => Number(s.trim()));
    if (sizes.some((n) => !Number.isInteger(n) || n < 1))
      return { ok: false, error: '--sizes must be positive integers' };
  }
  const windowMs = parseDuration(values.window ?? '');
  if (windowMs === null) return { ok: false, error: '--window must look like 30s or 2m' };
  const pollMs = Number(values.poll);
  if (!Number.isInteger(pollMs) || pollMs < 50)
    return { ok: false, error: '--poll must be at least 50 (ms)' };
  const portBase = Number(values['port-base']);
  // Fan-out uses offsets up to +90 (Redis) inside the range.
  if (!Number.isInteger(portBase) || portBase < 1024 || portBase > 65_435)
    return { ok: false, error: '--port-base must be 1024–65435' };
  const feedArgs =
    values['feed-args'] === undefined ? DEFAULT_FEED_ARGS : values['feed-args'].split(/\s+/).filter(Boolean);
  const date = values.date ?? chinaToday(now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { ok: false, error: '--date must be YYYY-MM-DD' };
  const topology = values.topology;
  if (topology !== 'single' && topology !== 'follower')
    return { ok: false, error: '--topology must be single or follower' };
  return {
    ok: true,
    benches,
    sizes,
    options: { portBase, windowMs, feedArgs, pollMs, sizes: sizes ?? [], date, rest, topology },
  };
}
