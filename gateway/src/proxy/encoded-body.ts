import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { CachedResponse } from './response-cache.ts';

const gzipAsync = promisify(gzip);

/** Bodies smaller than this go out as they are: gzip's header and the CPU outweigh the saving. */
export const GZIP_MIN_BYTES = 1_024;

/** The strong validator of an encoded answer: a reader that sends it back gets 304 and no body. */
export const etagOf = (raw: Buffer): string => `"${createHash('sha1').update(raw).digest('base64url')}"`;
/** URLs whose encodings are kept; the read-only calls times their query variants stay far below this. */
const MEMO_CAP = 2_000;

export interface EncodedBody {
  raw: Buffer;
  gzip: Buffer | null;
  /** Strong validator of the raw body: a page that revalidates gets 304 and no body. */
  etag: string;
}

/**
 * Encodes each cached answer once, however many users read it: the UTF-8 bytes, the gzip form and the ETag.
 * A day list is about 200 KB of JSON (25 KB gzipped); encoding it per request was what made 2,000 page loads
 * in a few seconds time out. Keyed by URL and checked against the body, so a Redis-shared cache (which hands
 * back a new object each read) still encodes once per change.
 */
export function createBodyEncoder() {
  const memo = new Map<string, { body: string; encoded: Promise<EncodedBody> }>();
  return (url: string, answer: CachedResponse): Promise<EncodedBody> => {
    const hit = memo.get(url);
    if (hit && hit.body === answer.body) return hit.encoded;
    // gzip on libuv's thread pool: a day list takes milliseconds to compress, and on the event loop that
    // was a stall for every reader and socket once a second at the evening peak. Readers that arrive while
    // it runs share the one promise.
    const encoded = (async (): Promise<EncodedBody> => {
      const raw = Buffer.from(answer.body, 'utf8');
      return {
        raw,
        gzip: raw.length >= GZIP_MIN_BYTES ? await gzipAsync(raw, { level: 6 }) : null,
        etag: etagOf(raw),
      };
    })();
    memo.delete(url);
    memo.set(url, { body: answer.body, encoded });
    if (memo.size > MEMO_CAP) memo.delete(memo.keys().next().value as string);
    return encoded;
  };
}
