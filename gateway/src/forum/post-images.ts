import { stat } from 'node:fs/promises';
import path from 'node:path';
import { FORUM_MSG } from '@kuyi/shared';
import { badRequest } from '../errors.ts';
import { UPLOAD_URL_PREFIX, uploadDir } from '../upload/upload-store.ts';

const OWN_NAME = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

/**
 * A post's imageList must name images this site stored (multiUpload checked their content): our path,
 * our naming, and a file that exists. Duplicates are dropped, order kept.
 */
export async function checkPostImages(dataDir: string, list: readonly string[]): Promise<string[]> {
  const unique = [...new Set(list.map((s) => s.trim()))];
  for (const src of unique) {
    const name = src.startsWith(UPLOAD_URL_PREFIX) ? src.slice(UPLOAD_URL_PREFIX.length) : '';
    if (!OWN_NAME.test(name)) throw badRequest(FORUM_MSG.badImage);
    const found = await stat(path.join(uploadDir(dataDir), name)).catch(() => null);
    if (!found?.isFile()) throw badRequest(FORUM_MSG.badImage);
  }
  return unique;
}
