import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the client bundle is built from, relative to the repository root. */
export const CLIENT_SOURCES = [
  'client/src',
  'client/public',
  'client/index.html',
  'client/vite.config.ts',
  'client/package.json',
  'shared/src',
];

/** A test changes no bundle: editing one should not cost a rebuild. */
const isTest = (name) => /\.test\.tsx?$/.test(name);

function newerThan(file, builtAt) {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return false;
  if (!stat.isDirectory()) return !isTest(file) && stat.mtimeMs > builtAt;
  return readdirSync(file).some((name) => newerThan(path.join(file, name), builtAt));
}

/**
 * Whether `npm start` must build the client: no build yet, or a source changed after it (a `git pull`, an
 * edit), so the page served is never older than the code beside it. Reads mtimes only: a few hundred stats.
 */
export function clientStale(root) {
  const built = path.join(root, 'client/dist/index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return CLIENT_SOURCES.some((source) => newerThan(path.join(root, source), builtAt));
}
