import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { RequestHandler, Response } from 'express';
import { TOKEN_COOKIE } from '../auth/session-cookie.ts';
import { etagOf, GZIP_MIN_BYTES } from '../proxy/encoded-body.ts';
import type { FastRead } from './fast-reads.ts';
import { type EncodedAnswer, sendEncoded } from './send-encoded.ts';

/**
 * A micro-cache for the public reads every visitor makes (a forum board's first page, a post, its floors, the
 * arena ranking, the news list): one answer per URL for `PUBLIC_READ_TTL_MS`, encoded once (bytes, gzip,
 * ETag) and served to every anonymous visitor in that window.
 *
 * Why: on the embedded database (PGlite, WebAssembly on the gateway's own event loop) each of these reads is
 * several milliseconds of blocking work, so at a few hundred reads a second they queued everything else,
 * live pushes and the cached score lists included (docs/benchmarks.md, "REST"). A site's public pages seen
 * a second late are what a CDN in front of any big site gives too; what must never be late is a writer
 * seeing their own write, and writers are logged in: a request with a session is never cached nor served
 * from the cache, because its answer can carry per-user fields (liked, own floor).
 */
export const PUBLIC_READ_TTL_MS = 1_000;
/** URLs kept at once (query variants of a handful of calls); the oldest goes first beyond it. */
const CAPACITY = 2_000;

interface Entry extends EncodedAnswer {
  expires: number;
}

const hasSession = (req: IncomingMessage) =>
  req.headers.authorization !== undefined ||
  (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${TOKEN_COOKIE}=`));

function send(req: IncomingMessage, res: ServerResponse, entry: Entry, hit: boolean): void {
  sendEncoded(req, res, entry, {
    type: 'application/json; charset=utf-8',
    varyAlso: 'Cookie',
    headers: { 'X-Cache': hit ? 'HIT' : 'MISS' },
  });
}

export interface PublicReadCache extends RequestHandler {
  /**
   * Router-level: every write through the router (any method but GET/HEAD) that succeeded empties the cache
   * once it has answered, so an anonymous reader sees a new post or reply at once on this replica (other replicas within
   * the TTL). Background writers (the arena settler, match reports) rely on the TTL alone.
   */
  invalidateOnWrites: RequestHandler;
  /** The same hits, answered before express routes the request ([A5], fast-reads.ts). */
  fastRead: FastRead;
}

/**
 * For a feature's GET routes whose anonymous answer is the same for everybody: the app's one cache, which
 * server.ts installs with its write hook in front of every route (so a write in any area empties it).
 */
export const publicRead: RequestHandler = (req, res, next) => {
  const cache = req.app.locals.publicReadCache as PublicReadCache | undefined;
  return cache ? cache(req, res, next) : next();
};

export function publicReadCache(options: { ttlMs?: number; now?: () => number } = {}): PublicReadCache {
  const ttlMs = options.ttlMs ?? PUBLIC_READ_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  const invalidateOnWrites: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // Emptied as the answer is written (not on 'finish', a tick later): the writer's next read, sent the
      // moment it has the answer, can never find the old entry.
      const end = res.end.bind(res) as (...args: unknown[]) => Response;
      res.end = ((...args: unknown[]) => {
        // Only a write that was done: a refused one (404, 403, 400) changed nothing, and clearing on those let
        // a loop of bogus POSTs keep every anonymous read off the cache.
        if (res.statusCode < 400) entries.clear();
        return end(...args);
      }) as Response['end'];
    }
    next();
  };

  const fresh = (url: string): Entry | null => {
    const cached = entries.get(url);
    if (!cached) return null;
    if (cached.expires > now()) return cached;
    entries.delete(url);
    return null;
  };

  const fastRead: FastRead = (req, res) => {
    // Every GET passes here (pages, assets too): the map lookup first, the cookie scan only on a hit.
    if (req.method !== 'GET' || !req.url) return false;
    const cached = fresh(req.url);
    if (!cached || hasSession(req)) return false;
    send(req, res, cached, true);
    return true;
  };

  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' || hasSession(req)) return next();
    const key = req.originalUrl;
    const cached = fresh(key);
    if (cached) return send(req, res, cached, true);

    // A miss: the route answers as usual, and a successful envelope is kept on its way out.
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const success =
        res.statusCode === 200 &&
        typeof body === 'object' &&
        body !== null &&
        (body as { code?: unknown }).code === 200;
      if (!success) return json(body);
      const raw = Buffer.from(JSON.stringify(body), 'utf8');
      const entry: Entry = {
        raw,
        gzip: raw.length >= GZIP_MIN_BYTES ? gzipSync(raw, { level: 6 }) : null,
        etag: etagOf(raw),
        expires: now() + ttlMs,
      };
      entries.set(key, entry);
      if (entries.size > CAPACITY) entries.delete(entries.keys().next().value as string);
      send(req, res, entry, false);
      return res;
    };
    next();
  };
  return Object.assign(handler, { invalidateOnWrites, fastRead });
}
