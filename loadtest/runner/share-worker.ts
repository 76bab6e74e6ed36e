// One load-generator thread: plays its share of the run's clients and posts what it saw to main.ts.
import { parentPort, workerData } from 'node:worker_threads';
import type { RunnerOptions } from './args.ts';
import { runShare, type Share } from './run-share.ts';

const data = workerData as { opts: RunnerOptions; share: Share; matchIds: string[] };
parentPort?.postMessage(await runShare(data.opts, data.share, data.matchIds));
