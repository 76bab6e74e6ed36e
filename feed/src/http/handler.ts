import { ok } from '@kuyi/shared';
import type { Request, RequestHandler, Response } from 'express';
import type { Counter } from 'prom-client';
import { FeedError, type Query } from './params.ts';

/** What every route returns: the data, or a FeedError to send as a failed envelope. */
export type Answer = unknown;

/** Wraps a pure (query → answer) function as an express handler that always answers in the envelope. */
/** Where a crashed route is reported (pino's `error(obj, msg)`). */
export interface RouteLogger {
  error(obj: object, msg: string): void;
}

export function route(
  name: string,
  fn: (q: Query) => Answer,
  requests: Counter<'path' | 'code'>,
  log: RouteLogger,
): RequestHandler {
  return (req: Request, res: Response) => {
    let result: unknown;
    try {
      result = fn(req.query as Query);
    } catch (cause) {
      log.error({ err: cause, path: name, query: req.query }, 'feed handler failed');
      result = new FeedError(500, '服务器内部错误');
    }
    if (result instanceof FeedError) {
      requests.inc({ path: name, code: String(result.code) });
      res.status(result.code).json({ code: result.code, msg: result.msg, data: null });
      return;
    }
    requests.inc({ path: name, code: '200' });
    res.json(ok(result, '成功'));
  };
}
