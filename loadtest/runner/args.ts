import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { todayInBeijing } from '@kuyi/shared';
import { parseDuration } from './duration.ts';
import { isScenario, SCENARIOS, type ScenarioName } from './scenario.ts';

export interface RunnerOptions {
  clients: number;
  durationMs: number;
  /** Time over which clients arrive, before `durationMs` of steady load is measured. */
  rampMs: number;
  gateway: string;
  scenario: ScenarioName;
  /** Match day for the REST day list, YYYY-MM-DD. */
  date: string;
  /** Seed for who subscribes to which match, so two runs load the same channels. */
  seed: number;
  /** Load-generator threads the clients are dealt over. */
  workers: number;
}

export type ParseResult = { ok: true; options: RunnerOptions } | { ok: false; error: string };

export const USAGE = `usage: npm run load -- [--clients 2000] [--duration 60s] [--ramp 10s]
  [--gateway http://localhost:4000] [--scenario ${SCENARIOS.join('|')}] [--date YYYY-MM-DD] [--seed 1]
  [--workers N (default: the machine's cores, at most 4)]`;

/** The product's match day (Beijing), from shared's one Beijing-date module. */
export const chinaToday = (now: number): string => todayInBeijing(now);

/** Parses the runner's command line; errors come back as values so main can print usage and exit 2. */
export function parseRunnerArgs(argv: string[], now = Date.now()): ParseResult {
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      options: {
        clients: { type: 'string', default: '2000' },
        duration: { type: 'string', default: '60s' },
        ramp: { type: 'string' },
        gateway: { type: 'string', default: 'http://localhost:4000' },
        scenario: { type: 'string', default: 'match-day' },
        date: { type: 'string' },
        seed: { type: 'string', default: '1' },
        workers: { type: 'string' },
      },
    }).values;
  } catch (err) {
    return { ok: false, error: (err as Error).message };
  }
  const clients = Number(values.clients);
  if (!Number.isInteger(clients) || clients < 1)
    return { ok: false, error: '--clients must be a positive integer' };
  const durationMs = parseDuration(values.duration ?? '');
  if (durationMs === null) return { ok: false, error: '--duration must look like 60s, 2m or 500ms' };
  // Default ramp: a tenth of the run, at most 30 s, so connecting does not dominate short runs.
  const rampMs =
    values.ramp === undefined ? Math.min(30_000, Math.floor(durationMs / 10)) : parseDuration(values.ramp);
  if (rampMs === null) return { ok: false, error: '--ramp must look like 10s' };
  const gateway = (values.gateway ?? '').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(gateway)) return { ok: false, error: '--gateway must be an http(s) URL' };
  const scenario = values.scenario ?? '';
  if (!isScenario(scenario)) return { ok: false, error: `--scenario must be one of ${SCENARIOS.join(', ')}` };
  const date = values.date ?? chinaToday(now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { ok: false, error: '--date must be YYYY-MM-DD' };
  const seed = Number(values.seed);
  if (!Number.isInteger(seed)) return { ok: false, error: '--seed must be an integer' };
  const workers = values.workers === undefined ? Math.min(4, availableParallelism()) : Number(values.workers);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64)
    return { ok: false, error: '--workers must be an integer from 1 to 64' };
  return {
    ok: true,
    options: {
      clients,
      durationMs,
      rampMs,
      gateway,
      scenario,
      date,
      seed,
      workers: Math.min(workers, clients),
    },
  };
}
