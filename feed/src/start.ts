import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSimClock, type SimClock } from './clock/sim-clock.ts';
import { REPO_SHARED_DATA } from './data-location.ts';
import { World } from './day/world.ts';
import { createApp } from './http/app.ts';
import type { RouteLogger } from './http/handler.ts';
import { archiveFinder } from './sources/archive.ts';
import { bindHistory, historyDir, historyOf } from './sources/history-dir.ts';
import type { Source } from './sources/source.ts';
import { SyntheticSource } from './sources/synthetic.ts';
import { catalogOf } from './sources/world-catalog.ts';
import { bindWorldCups, worldCupDataDir } from './sources/worldcup-data.ts';
import { dateOf, dayStart, parseTimeOfDay } from './util/day-time.ts';

export type SourceName = 'synthetic' | 'football-data' | 'nba' | 'worldcup';

export interface StartOptions {
  port?: number;
  host?: string;
  seed?: number;
  /** Simulated seconds per wall second; 0 freezes the clock. */
  speed?: number;
  source?: SourceName;
  /** Time of day the clock starts at, "HH:MM" (Beijing); default: now. */
  start?: string;
  /** Directory of the real data (../shared/data). */
  dataDir?: string;
  /** Date the clock starts on, YYYY-MM-DD; default: today (Beijing). */
  date?: string;
  /** Directory of the database's real historic seasons (default: KUYI_DATA_DIR, else ../shared/data). */
  historyDir?: string;
  /** Told whether the historic seasons were found (main logs it). */
  onHistory?: (status: { ok: boolean; message: string }) => void;
  /** Wall clock, for tests. */
  wallNow?: () => number;
  /** Where a route that throws is logged (default: pino on stdout). */
  log?: RouteLogger;
}

export interface FeedHandle {
  url: string;
  port: number;
  clock: SimClock;
  world: World;
  stop(): Promise<void>;
}

export const DEFAULT_DATA_DIR = REPO_SHARED_DATA;

export async function makeSource(options: StartOptions): Promise<Source> {
  const seed = options.seed ?? 7;
  const name = options.source ?? 'synthetic';
  if (name === 'synthetic') return new SyntheticSource(seed);
  if (name === 'worldcup')
    return (await import('./sources/worldcup.ts')).WorldCupSource.load(
      options.dataDir ?? worldCupDataDir(options.historyDir),
      seed,
    );
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  if (name === 'football-data') {
    const { FootballDataSource } = await import('./sources/football-data.ts');
    return FootballDataSource.load(dataDir, seed);
  }
  const { NbaSource } = await import('./sources/nba.ts');
  return NbaSource.load(dataDir, seed);
}

/** The simulated instant the clock starts at, from --date and --start. */
export function startInstant(options: StartOptions, wallNow: number): number {
  const date = options.date ?? dateOf(wallNow);
  const timeOfDay = options.start ? parseTimeOfDay(options.start) : null;
  if (options.start && timeOfDay === null)
    throw new Error(`--start 格式错误: ${options.start}（应为 HH:MM）`);
  if (timeOfDay !== null) return dayStart(date) + timeOfDay;
  return options.date ? dayStart(date) + (wallNow - dayStart(dateOf(wallNow))) : wallNow;
}

export async function start(options: StartOptions = {}): Promise<FeedHandle> {
  const wallNow = options.wallNow ?? Date.now;
  const clock = createSimClock(startInstant(options, wallNow()), options.speed ?? 1, wallNow);
  const world = new World(await makeSource(options), clock);
  const history = bindHistory(world, historyDir(options.historyDir));
  options.onHistory?.(history);
  // Before any day is built: the day's rows take their ranks from the tables this catalog serves.
  catalogOf(world);
  // The real seasons' matches the database lists answer the match pages' calls too.
  world.bindArchive(archiveFinder(historyOf(world), options.seed ?? 7));
  options.onHistory?.(bindWorldCups(world, worldCupDataDir(options.historyDir)));
  // Build the live days before listening so the first poll answers as fast as the rest.
  world.activeDays(clock.now());
  const { app } = createApp(world, options.seed ?? 7, options.log);
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    clock,
    world,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
