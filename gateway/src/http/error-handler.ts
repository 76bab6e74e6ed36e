import { fail, ResponseCode } from '@kuyi/shared';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { BODY_MSG, bodyError } from './body-error.ts';

const CLIENT_ERROR_MSG: Readonly<Record<number, string>> = {
  403: '没有权限',
  404: '内容不存在',
  413: BODY_MSG.tooLarge,
};

/**
 * PostgreSQL refuses a NUL character in text (22021) and a \u0000 escape in jsonb (22P05). Text with one came
 * from the request (a JSON "\u0000", a %00 in the query): the statement failed and changed nothing, so it is
 * the visitor's bad input, not a 500, on every route at once.
 */
const REFUSED_CHARACTER = new Set(['22021', '22P05']);
export const INVALID_CHARACTER_MSG = '内容含有无法识别的字符';

function refusedCharacter(err: unknown): AppError | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && REFUSED_CHARACTER.has(code))
      return new AppError(ResponseCode.BadRequest, INVALID_CHARACTER_MSG, { cause: err });
    e = cause;
  }
  return null;
}

/** Maps every error to the `{code, msg, data}` envelope in Chinese; unexpected ones are logged and hidden. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const known = err instanceof AppError ? err : (bodyError(err) ?? refusedCharacter(err));
    if (known) {
      res.status(known.status).json(fail(known.code, known.message));
      return;
    }
    // Other libraries' http errors carry a status; their English message stays in the log.
    const status = typeof err?.status === 'number' && err.status >= 400 ? err.status : 500;
    if (status >= 500) {
      logger.error({ err, url: req.originalUrl }, 'unhandled error');
      res.status(500).json(fail(ResponseCode.ServerError, '服务器繁忙，请稍后再试'));
      return;
    }
    res.status(status).json(fail(status, CLIENT_ERROR_MSG[status] ?? BODY_MSG.malformed));
  };
}

/** Unknown /api and /sc/api paths answer in the envelope instead of falling through to the client. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json(fail(ResponseCode.NotFound, '接口不存在'));
};
