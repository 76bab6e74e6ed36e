import { fail, INVALID_DAY_MESSAGE, isDay, ResponseCode } from '@kuyi/shared';
import { TimeoutStrategy, timeout } from 'cockatiel';
import type { Express, RequestHandler } from 'express';
import type { Logger } from '../logger.ts';
import { createBodyEncoder } from './encoded-body.ts';
import type { CachedResponse, ResponseCache } from './response-cache.ts';

/** Longest query string accepted: real calls are short, and the URL is the cache key. */
const MAX_URL = 1_024;

/**
 * The read-only /sc/api calls, proxied to FEED_URL through a short cache: however many users open a page,
 * the upstream sees one request per URL per PROXY_CACHE_MS (concurrent misses share one fetch).
 */
export function mountScProxy(
  app: Express,
  deps: { feedUrl: string; cache: ResponseCache; ttlMs: number; timeoutMs: number; logger: Logger },
): void {
  const inflight = new Map<string, Promise<CachedResponse>>();
  const encode = createBodyEncoder();
  const deadline = timeout(deps.timeoutMs, TimeoutStrategy.Aggressive);

  const fetchUpstream = (url: string) =>
    deadline.execute(async ({ signal }) => {
      const res = await fetch(new URL(url, deps.feedUrl), { signal });
      // A failing upstream is our outage, answered in our envelope, never passed through or cached.
      if (res.status >= 500) throw new Error(`upstream answered ${res.status}`);
      return {
        status: res.status,
        type: res.headers.get('content-type') ?? 'application/json',
        body: await res.text(),
      };
    });

  const load = async (url: string): Promise<CachedResponse> => {
    const cached = await deps.cache.get(url).catch(() => null);
    if (cached) return cached;
    let pending = inflight.get(url);
    if (!pending) {
      // Cached inside the shared promise, so no waiter answers before the entry is visible to other replicas.
      pending = fetchUpstream(url)
        .then(async (fresh) => {
          if (fresh.status === 200 && deps.ttlMs > 0)
            await deps.cache.set(url, fresh, deps.ttlMs).catch(() => {});
          return fresh;
        })
        .finally(() => inflight.delete(url));
      inflight.set(url, pending);
    }
    return pending;
  };

  const handler: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = req.originalUrl;
    if (url.length > MAX_URL) {
      res.status(414).json(fail(ResponseCode.BadRequest, '请求格式错误'));
      return;
    }
    // [T1] A date that is not a real Beijing day is refused here, before it costs an upstream call or a
    // cache entry, with the message the feed itself would give.
    const date = req.query.date;
    if (date !== undefined && date !== '' && !isDay(date)) {
      res.status(400).json(fail(ResponseCode.BadRequest, INVALID_DAY_MESSAGE));
      return;
    }
    try {
      const answer = await load(url);
      const body = await encode(url, answer);
      res.status(answer.status).type(answer.type);
      // Live data: a browser may keep it but must ask again each time; an unchanged answer costs a 304.
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('ETag', body.etag);
      if (answer.status === 200 && req.fresh) {
        res.status(304).end();
        return;
      }
      if (body.gzip && req.acceptsEncodings('gzip', 'identity') === 'gzip') {
        res.setHeader('Content-Encoding', 'gzip');
        res.send(body.gzip);
      } else res.send(body.raw);
    } catch (err) {
      deps.logger.warn({ url, err: (err as Error).message }, 'sc proxy upstream failed');
      res.status(503).json(fail(ResponseCode.Unavailable, '服务暂不可用，请稍后再试'));
    }
  };
  app.use('/sc/api', handler);
}
