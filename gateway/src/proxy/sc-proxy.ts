import type { IncomingMessage, ServerResponse } from 'node:http';
import { fail, INVALID_DAY_MESSAGE, isDay, ResponseCode } from '@kuyi/shared';
import type { Express, RequestHandler } from 'express';
import type { FastRead } from '../http/fast-reads.ts';
import { type EncodedAnswer, sendEncoded } from '../http/send-encoded.ts';
import type { Logger } from '../logger.ts';
import { createBodyEncoder } from './encoded-body.ts';
import type { ScReader } from './sc-reader.ts';

/** Longest query string accepted: real calls are short, and the URL is the cache key. */
const MAX_URL = 1_024;
/** URLs the fast path remembers at once; beyond it the oldest goes (and is served by the ordinary route). */
const ANSWERED_CAP = 2_000;

interface Answered {
  status: number;
  type: string;
  body: EncodedAnswer;
  expiresAt: number;
}

/**
 * The read-only /sc/api calls, proxied to the upstream through the shared short cache (`reader`): however
 * many users open a page, the upstream sees one request per URL per PROXY_CACHE_MS.
 */
export function mountScProxy(
  app: Express,
  deps: { reader: ScReader; logger: Logger; now?: () => number },
): { fastRead: FastRead } {
  const now = deps.now ?? Date.now;
  /** Encoded answers still in the shared cache, for the fast path: kept until the cache entry expires. */
  const answered = new Map<string, Answered>();
  const encode = createBodyEncoder();

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
      const { value: answer, expiresAt } = await deps.reader.read(url);
      const body = await encode(url, answer);
      const entry: Answered = { status: answer.status, type: answer.type, body, expiresAt };
      if (expiresAt > now()) {
        answered.delete(url);
        answered.set(url, entry);
        if (answered.size > ANSWERED_CAP) answered.delete(answered.keys().next().value as string);
      }
      send(req, res, entry);
    } catch (err) {
      deps.logger.warn({ url, err: (err as Error).message }, 'sc proxy upstream failed');
      res.status(503).json(fail(ResponseCode.Unavailable, '服务暂不可用，请稍后再试'));
    }
  };
  app.use('/sc/api', handler);

  const fastRead: FastRead = (req, res) => {
    const url = req.url;
    if (!url?.startsWith('/sc/api/')) return false;
    const hit = answered.get(url);
    if (!hit) return false;
    if (hit.expiresAt <= now()) {
      answered.delete(url);
      return false;
    }
    send(req, res, hit);
    return true;
  };
  return { fastRead };
}

// Live data: a browser may keep it but must ask again each time; an unchanged answer costs a 304.
const send = (req: IncomingMessage, res: ServerResponse, entry: Answered) =>
  sendEncoded(req, res, entry.body, { status: entry.status, type: entry.type });
