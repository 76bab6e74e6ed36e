import { DataDirInUseError } from './db/data-dir-lock.ts';
import { type RunningGateway, start } from './server.ts';

let gateway: RunningGateway;
try {
  gateway = await start();
} catch (err) {
  // A second process on one DATA_DIR: one clear line naming the fix, not a stack trace.
  if (err instanceof DataDirInUseError) console.error(`gateway not started: ${err.message}`);
  else console.error('gateway not started:', err);
  process.exit(1);
}
const shutdown = async (signal: string) => {
  gateway.ctx.logger.info({ signal }, 'shutting down');
  await gateway.stop();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
