import { stat } from 'node:fs/promises';
import path from 'node:path';
import { FORUM_MSG } from '@kuyi/shared';
import { badRequest } from '../errors.ts';
import { isOwnUploadPath, UPLOAD_URL_PREFIX, uploadDir } from '../upload/upload-store.ts';

/**
 * A post's imageList must name images this site stored (multiUpload checked their content): our path,
 * our naming, and a file that exists. Duplicates are dropped, order kept.
 */
export async function checkPostImages(dataDir: string, list: readonly string[]): Promise<string[]> {
  const unique = [...new Set(list.map((s) => s.trim()))];
  for (const src of unique) {
    if (!isOwnUploadPath(src)) throw badRequest(FORUM_MSG.badImage);
    const name = src.slice(UPLOAD_URL_PREFIX.length);
    const found = await stat(path.join(uploadDir(dataDir), name)).catch(() => null);
    if (!found?.isFile()) throw badRequest(FORUM_MSG.badImage);
  }
  return unique;
}
