import { ResponseCode } from '@kuyi/shared';

/**
 * The gateway's one error type: a response code the client branches on, a Chinese message it shows, and
 * the cause for the log. The express error handler turns it into the `{code, msg, data}` envelope.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, options);
    this.status = options?.status ?? (code >= 400 && code < 600 ? code : 400);
  }
  readonly status: number;
}

export const badRequest = (message: string) => new AppError(ResponseCode.BadRequest, message);
export const unauthorized = (message = '请先登录') => new AppError(ResponseCode.Unauthorized, message);
export const forbidden = (message = '没有权限') => new AppError(ResponseCode.Forbidden, message);
export const notFound = (message = '内容不存在') => new AppError(ResponseCode.NotFound, message);
export const tooMany = (message: string) => new AppError(ResponseCode.TooManyRequests, message);
