import { INVALID_DAY_MESSAGE, ResponseCode } from '@kuyi/shared';
import { isValidDate } from '../util/day-time.ts';

/** An expected failure, returned (not thrown) and sent as the `{code, msg, data: null}` envelope. */
export class FeedError {
  constructor(
    readonly code: number,
    readonly msg: string,
  ) {}
}

export const badParam = (msg: string) => new FeedError(ResponseCode.BadRequest, msg);
export const notFound = (msg: string) => new FeedError(ResponseCode.NotFound, msg);

export type Query = Record<string, unknown>;

const text = (q: Query, name: string): string | undefined => {
  const v = q[name];
  return typeof v === 'string' && v !== '' ? v : undefined;
};

export function requiredId(q: Query, name: string): string | FeedError {
  const v = text(q, name);
  if (v === undefined) return badParam(`缺少参数 ${name}`);
  if (!/^\d{1,20}$/.test(v)) return badParam(`参数 ${name} 格式错误，应为数字编号`);
  return v;
}

export function optionalId(q: Query, name: string): string | null | FeedError {
  return text(q, name) === undefined ? null : requiredId(q, name);
}

/** A non-negative integer such as version or cursor; `fallback` when absent. */
export function counter(q: Query, name: string, fallback: number): number | FeedError {
  const v = text(q, name);
  if (v === undefined) return fallback;
  if (!/^\d{1,16}$/.test(v)) return badParam(`参数 ${name} 必须是非负整数`);
  return Number(v);
}

/** [T1] A Beijing match day, strictly YYYY-MM-DD and real; anything else is HTTP 400 with the spec's message. */
export function dateParam(q: Query, name: string, fallback: string | null): string | null | FeedError {
  const v = text(q, name);
  if (v === undefined) return fallback;
  if (!isValidDate(v)) return badParam(INVALID_DAY_MESSAGE);
  return v;
}

export function langParam(q: Query): number | FeedError {
  const v = text(q, 'lang');
  if (v === undefined) return 0;
  if (!/^[0-2]$/.test(v)) return badParam('参数 lang 只能是 0、1 或 2');
  return Number(v);
}

/** Season labels: "2025-2026" or "2026"; null when absent (the competition's current season). */
export function seasonParam(q: Query): string | null | FeedError {
  const v = text(q, 'season');
  if (v === undefined) return null;
  const m = /^(\d{4})(?:-(\d{4}))?$/.exec(v);
  if (!m || (m[2] !== undefined && Number(m[2]) !== Number(m[1]) + 1))
    return badParam('参数 season 格式错误，应为 2025-2026 或 2026');
  return v;
}

export function limitParam(q: Query, fallback: number, max: number): number | FeedError {
  const v = counter(q, 'limit', fallback);
  if (v instanceof FeedError) return v;
  if (v < 1 || v > max) return badParam(`参数 limit 应在 1 到 ${max} 之间`);
  return v;
}
