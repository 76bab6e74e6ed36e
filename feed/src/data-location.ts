import { fileURLToPath } from 'node:url';

/**
 * ../shared/data next to the repository, where the real data lives (never copied into the repo). Resolved
 * from this file, one level under feed/: the same depth as the built feed/dist/main.js, so the source run
 * (tsx) and the compiled one (issue 18) find the same directory. Keep path arithmetic on import.meta.url here.
 */
export const REPO_SHARED_DATA = fileURLToPath(new URL('../../../shared/data', import.meta.url));
