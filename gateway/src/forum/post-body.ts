import { FORUM_MSG } from '@kuyi/shared';
import { badRequest } from '../errors.ts';
import { checkPostImages } from './post-images.ts';
import { plainText, sanitizeUserHtml } from './sanitize.ts';

const SUMMARY_CHARS = 120;

/**
 * A post's body as insert and the author's edit both store it ([F1], [F5], [F16]): images must be our
 * uploads, content passes the allow-list, and a post needs text or an image. Throws 400 in Chinese.
 */
export async function cleanPostBody(
  dataDir: string,
  form: { content: string; imageList: readonly string[] },
): Promise<{ content: string; summary: string; images: string[] }> {
  const images = await checkPostImages(dataDir, form.imageList);
  const content = sanitizeUserHtml(form.content);
  if (!plainText(content) && images.length === 0) throw badRequest(FORUM_MSG.contentRequired);
  return { content, summary: plainText(content, SUMMARY_CHARS), images };
}
