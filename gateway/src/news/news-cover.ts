import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { NEWS_MSG } from '@kuyi/shared';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../errors.ts';
import { UPLOAD_URL_PREFIX, uploadDir } from '../upload/upload-store.ts';

const OWN_NAME = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/**
 * A cover must be an image this site stored, and its bytes must still read as an image: the name alone is
 * not trusted (a file under our naming that is not an image is refused). Answers the cover's public path.
 */
export async function checkCover(dataDir: string, src: string): Promise<string> {
  const name = src.startsWith(UPLOAD_URL_PREFIX) ? src.slice(UPLOAD_URL_PREFIX.length) : '';
  if (!OWN_NAME.test(name)) throw badRequest(NEWS_MSG.badCover);
  const bytes = await readFile(path.join(uploadDir(dataDir), name)).catch(() => null);
  if (!bytes) throw badRequest(NEWS_MSG.badCover);
  const kind = await fileTypeFromBuffer(bytes);
  if (!kind || !IMAGE_TYPES.has(kind.mime)) throw badRequest(NEWS_MSG.badCover);
  return src;
}
