import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { emptyDayNotice } from './day/empty-day.ts';
import { type SourceName, start } from './start.ts';

/** `npm run feed -- --port 4100 --seed 7 --speed 60 --source synthetic [--start 14:55] [--date …] [--data …]` */
const log = pino({ base: { svc: 'feed' } });
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.FEED_PORT ?? '4100' },
    host: { type: 'string', default: '0.0.0.0' },
    seed: { type: 'string', default: '7' },
    speed: { type: 'string', default: '1' },
    source: { type: 'string', default: 'synthetic' },
    start: { type: 'string' },
    date: { type: 'string' },
    data: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const sources: SourceName[] = ['synthetic', 'football-data', 'nba', 'worldcup'];
const fail = (msg: string): never => {
  log.error(msg);
  process.exit(2);
};
if (!sources.includes(values.source as SourceName)) fail(`--source 只能是 ${sources.join(' | ')}`);
if (!/^\d{1,5}$/.test(values.port)) fail('--port 必须是整数');
if (!/^-?\d+$/.test(values.seed)) fail('--seed 必须是整数');
if (!(Number(values.speed) >= 0)) fail('--speed 必须是不小于 0 的数');
const handle = await start({
  port: Number(values.port),
  host: values.host,
  seed: Number(values.seed),
  speed: Number(values.speed),
  source: values.source as SourceName,
  start: values.start,
  date: values.date,
  // npm runs workspace scripts inside feed/: resolve --data against where the user typed the command.
  dataDir: values.data ? resolve(process.env.INIT_CWD ?? process.cwd(), values.data) : undefined,
  // Real historic seasons for the database: --data-dir, else KUYI_DATA_DIR, else ../shared/data.
  historyDir: values['data-dir']
    ? resolve(process.env.INIT_CWD ?? process.cwd(), values['data-dir'])
    : undefined,
  onHistory: (h) => (h.ok ? log.info(h.message) : log.warn(h.message)),
}).catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));
log.info(
  { url: handle.url, port: handle.port, simTime: new Date(handle.clock.now()).toISOString() },
  'feed listening',
);
const empty = emptyDayNotice(handle.world, handle.clock.now(), values.source);
if (empty) log.warn(empty);
const shutdown = () => {
  void handle.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
