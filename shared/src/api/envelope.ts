import { z } from 'zod';
import { numberOrDigits } from './query-int.ts';

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

/**
 * A whole number within [1, max], written as a number or in decimal digits, else `msg`; absent → `fallback`.
 * Not z.coerce: it read page=0x2 as 2 and page=1e1 as 10, and a JSON true as 1.
 */
const pageNumber = (fallback: number, max: number, msg: string) =>
  numberOrDigits(msg).pipe(z.number().int(msg).min(1, msg).max(max, msg)).default(fallback);

/**
 * `?page&limit` of a paginated call: page from 1 (at most `maxPage`), limit from 1 to `maxLimit` (default
 * `limit`). Out of range is refused with the area's message, never clamped.
 */
export const pageQuerySchema = (o: {
  limit: number;
  maxLimit: number;
  badPage: string;
  badLimit?: string;
  maxPage?: number;
}) =>
  z.object({
    page: pageNumber(1, o.maxPage ?? 10_000, o.badPage),
    limit: pageNumber(o.limit, o.maxLimit, o.badLimit ?? o.badPage),
  });
