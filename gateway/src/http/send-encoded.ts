import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { chooseCoding } from './precompressed.ts';

/** An answer encoded once for every reader: its UTF-8 bytes, their gzip form (when worth it) and its ETag. */
export interface EncodedAnswer {
  raw: Buffer;
  gzip: Buffer | null;
  /** Strong validator of `raw`: a reader that sends it back gets 304 and no body. */
  etag: string;
}

export interface SendOptions {
  status?: number;
  /** Content-Type, e.g. `application/json; charset=utf-8`. */
  type: string;
  /** Request headers the answer depends on, besides Accept-Encoding. */
  varyAlso?: string;
  headers?: Record<string, string>;
}

/**
 * Writes a pre-encoded answer with the node API alone, so it serves the same bytes whether express routed the
 * request or the fast path ([A5]) answered it before routing: live data that a browser may keep but must
 * revalidate (`no-cache`), 304 for an unchanged ETag, gzip when the reader takes it.
 */
export function sendEncoded(
  req: IncomingMessage,
  res: ServerResponse,
  body: EncodedAnswer,
  options: SendOptions,
): void {
  const status = options.status ?? 200;
  res.statusCode = status;
  res.setHeader('Content-Type', options.type);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', options.varyAlso ? `Accept-Encoding, ${options.varyAlso}` : 'Accept-Encoding');
  res.setHeader('ETag', body.etag);
  for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
  // Only a success can be "not modified": an error answer always goes out whole.
  if (status === 200 && fresh(req.headers, { etag: body.etag })) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const gzip =
    body.gzip !== null &&
    chooseCoding(req.headers['accept-encoding'], {
      ext: '',
      identity: { body: body.raw, etag: body.etag },
      gzip: { body: body.gzip, etag: body.etag },
    }) === 'gzip';
  const bytes = gzip ? (body.gzip as Buffer) : body.raw;
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', bytes.length);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
