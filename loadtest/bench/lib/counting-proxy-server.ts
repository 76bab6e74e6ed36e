// The counting proxy as its own process: node --import tsx counting-proxy-server.ts --port 4501 --target URL
import { parseArgs } from 'node:util';
import { startCountingProxy } from './counting-proxy.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, target: { type: 'string' } } });
const proxy = await startCountingProxy(Number(values.port), values.target ?? '');
process.once('SIGTERM', () => void proxy.stop().then(() => process.exit(0)));
