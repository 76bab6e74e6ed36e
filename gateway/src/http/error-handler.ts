import { fail, ResponseCode } from '@kuyi/shared';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';

/** Maps every error to the `{code, msg, data}` envelope; unexpected ones are logged and hidden. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (err instanceof AppError) {
      res.status(err.status).json(fail(err.code, err.message));
      return;
    }
    // body-parser's errors carry a status (400 bad JSON, 413 too large).
    const status = typeof err?.status === 'number' ? err.status : 500;
    if (status >= 500) logger.error({ err, url: req.originalUrl }, 'unhandled error');
    const msg = status === 413 ? '请求内容过大' : status < 500 ? '请求格式错误' : '服务器繁忙，请稍后再试';
    res.status(status).json(fail(status < 500 ? status : ResponseCode.ServerError, msg));
  };
}

/** Unknown /api and /sc/api paths answer in the envelope instead of falling through to the client. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json(fail(ResponseCode.NotFound, '接口不存在'));
};
