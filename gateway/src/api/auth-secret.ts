import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * AUTH_SECRET when set; otherwise one generated once and kept in DATA_DIR, so ID-number hashes stay
 * comparable across restarts and replicas that share the directory (docker-compose's /data volume) agree.
 */
export async function authSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  // Written whole under a private name, then linked into place: link() fails if a replica starting at the
  // same moment got there first, so nobody can read a half-written file and every process ends on one secret.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    await link(draft, file).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    });
  } finally {
    await rm(draft, { force: true });
  }
  const secret = await readSecret(file);
  if (!secret) throw new Error(`${file} is empty: delete it or set AUTH_SECRET`);
  return secret;
}

async function readSecret(file: string): Promise<string | null> {
  try {
    return (await readFile(file, 'utf8')).trim() || null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
