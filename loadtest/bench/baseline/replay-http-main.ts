// Starts the REST baseline (replay-http-server.ts) in front of a gateway; loadtest/k6/run.sh does this for BASELINE=1.
import { parseArgs } from 'node:util';
import { createReplayServer } from './replay-http-server.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, upstream: { type: 'string' } } });
const server = createReplayServer(new URL(values.upstream ?? 'http://127.0.0.1:4000'));
server.listen(Number(values.port ?? 4530), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
