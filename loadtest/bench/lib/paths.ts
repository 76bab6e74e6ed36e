import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Results and logs; `.data/` is git-ignored. */
export const BENCH_OUT = path.join(REPO_ROOT, 'loadtest/.data/bench');
