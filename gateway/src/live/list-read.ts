import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { fail, type LiveListAnswer, listChannel, ok, ResponseCode, SPORTS, type Sport } from '@kuyi/shared';
import type { Express, RequestHandler } from 'express';
import type { FastRead } from '../http/fast-reads.ts';
import { type EncodedAnswer, sendEncoded } from '../http/send-encoded.ts';
import type { Logger } from '../logger.ts';
import { etagOf } from '../proxy/encoded-body.ts';
import type { LiveStore } from '../store/live-store.ts';

/** On libuv's thread pool: compressing a 200 KB list on the event loop stalled sockets and readers. */
const gzipAsync = promisify(gzip);

interface Encoded extends EncodedAnswer {
  at: number;
  epoch: string;
  seq: number;
}

/**
 * [P11] The list channel's state over REST, with the `(epoch, seq)` it stands at. A page paints from this
 * gzipped answer (a 200 KB day is about 25 KB on the wire) and then subscribes with `(epoch, seq)`, so the
 * socket replays only what moved instead of sending the day again as a snapshot.
 *
 * However many pages open, each replica reads and encodes a list at most once per `ttlMs` (concurrent
 * misses share one read). An answer up to `ttlMs` old is still exact: it is the state at its own seq, and
 * the subscribe that follows replays everything after it. `serverTime` is the read time on the score
 * centre's clock (`feedNow`), the clock `periodStart` and `clockAt` are on, so the offset a client derives
 * from it is off by at most `ttlMs`, as with the proxied `/sc/api` answers. The gateway's own wall clock
 * would put the list's minutes off by the feed's skew (a whole replay's lead when the feed runs sped up).
 */
export function mountListRead(
  app: Express,
  deps: {
    store: LiveStore;
    ttlMs: number;
    logger: Logger;
    /** Wall clock of the cache. */
    now?: () => number;
    /** The score centre's clock, stamped as `serverTime`. */
    feedNow?: () => number;
    /** How fast that clock runs (feed ms per wall ms), stamped as `clockRate`. */
    feedRate?: () => number;
  },
): { reads: () => number; fastRead: FastRead } {
  const now = deps.now ?? Date.now;
  const feedNow = deps.feedNow ?? now;
  const cached = new Map<Sport, Encoded>();
  const inflight = new Map<Sport, Promise<Encoded>>();
  let reads = 0;

  const read = async (sport: Sport): Promise<Encoded> => {
    reads += 1;
    const at = now();
    const caught = await deps.store.catchUp(listChannel(sport), undefined, at);
    if (caught.mode !== 'snapshot')
      throw new Error(`catchUp of ${sport}:list without a resume point replayed`);
    const answer: LiveListAnswer = {
      serverTime: feedNow(),
      clockRate: deps.feedRate?.() ?? 1,
      epoch: caught.epoch,
      seq: caught.seq,
      state: caught.snapshot.state,
    };
    const raw = Buffer.from(JSON.stringify(ok(answer, '成功')), 'utf8');
    return {
      at,
      epoch: caught.epoch,
      seq: caught.seq,
      raw,
      gzip: await gzipAsync(raw, { level: 6 }),
      etag: etagOf(raw),
    };
  };

  const load = (sport: Sport): Promise<Encoded> => {
    const hit = cached.get(sport);
    if (hit && now() - hit.at < deps.ttlMs) return Promise.resolve(hit);
    let pending = inflight.get(sport);
    if (!pending) {
      pending = read(sport)
        .then((fresh) => {
          cached.set(sport, fresh);
          return fresh;
        })
        .finally(() => inflight.delete(sport));
      inflight.set(sport, pending);
    }
    return pending;
  };

  const handler: RequestHandler = async (req, res) => {
    const sport = req.params.sport as Sport;
    if (!SPORTS.includes(sport)) {
      res.status(404).json(fail(ResponseCode.NotFound, '接口不存在'));
      return;
    }
    try {
      send(req, res, await load(sport));
    } catch (err) {
      deps.logger.warn({ sport, err: (err as Error).message }, 'list read failed');
      res.status(503).json(fail(ResponseCode.Unavailable, '服务暂不可用，请稍后再试'));
    }
  };
  app.get('/api/live/:sport/list', handler);

  const fastRead: FastRead = (req, res) => {
    const sport = FAST_PATHS.get(req.url ?? '');
    const hit = sport && cached.get(sport);
    if (!hit || now() - hit.at >= deps.ttlMs) return false;
    send(req, res, hit);
    return true;
  };
  return { reads: () => reads, fastRead };
}

/** The exact URLs the fast path answers; anything else (a query string) takes the ordinary route. */
const FAST_PATHS = new Map<string, Sport>(SPORTS.map((sport) => [`/api/live/${sport}/list`, sport]));

// Live data: never reused without asking; an unchanged answer costs a 304.
const send = (req: IncomingMessage, res: ServerResponse, body: Encoded) =>
  sendEncoded(req, res, body, { type: 'application/json; charset=utf-8' });
