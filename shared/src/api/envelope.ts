import { z } from 'zod';

/**
 * Every REST answer is `{code, msg, data}` ([A1]): code 200 is success and msg is shown as a success toast;
 * any other code shows msg as an error toast (spec §8).
 */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const ResponseCode = {
  Ok: 200,
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  TooManyRequests: 429,
  ServerError: 500,
  Unavailable: 503,
} as const;
export type ResponseCode = (typeof ResponseCode)[keyof typeof ResponseCode];

export const ok = <T>(data: T, msg = '操作成功'): Envelope<T> => ({ code: ResponseCode.Ok, msg, data });
export const fail = (code: number, msg: string): Envelope<null> => ({ code, msg, data: null });

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

/** A page of a list: what every paginated call answers in `data`. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}
