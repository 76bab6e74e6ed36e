import { start } from './server.ts';

const gateway = await start();
const shutdown = async (signal: string) => {
  gateway.ctx.logger.info({ signal }, 'shutting down');
  await gateway.stop();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
