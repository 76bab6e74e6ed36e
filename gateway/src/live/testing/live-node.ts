import { start } from '../../server.ts';
import { livePlugin } from '../live-plugin.ts';

/**
 * One gateway replica with only the live part, for the multi-process tests: same start/stop and signal
 * handling as main.ts, without the accounts part's database (which three replicas would otherwise share).
 */
const gateway = await start({}, [livePlugin()]);
const shutdown = async () => {
  await gateway.stop();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
