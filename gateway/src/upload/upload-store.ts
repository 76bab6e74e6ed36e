import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where stored files are served back; avatars must point here (see updateById). */
export const UPLOAD_URL_PREFIX = '/api/user/upload/files/';

export const uploadDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** A stored file's name as storeUpload makes it: random hex and a checked image extension. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

/**
 * Whether `src` names one of our uploads exactly. A prefix test is not enough: the browser resolves
 * `/api/user/upload/files/../../user/…` to another API path, and an <img> there is a request with the
 * viewer's cookies.
 */
export function isOwnUploadPath(src: string): boolean {
  return src.startsWith(UPLOAD_URL_PREFIX) && UPLOAD_NAME.test(src.slice(UPLOAD_URL_PREFIX.length));
}

/**
 * Writes an already-checked image under DATA_DIR/uploads with a random name, so a name can neither be
 * guessed nor chosen by the uploader, and answers its public path.
 */
export async function storeUpload(dataDir: string, bytes: Buffer, ext: string): Promise<string> {
  const dir = uploadDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return `${UPLOAD_URL_PREFIX}${name}`;
}
