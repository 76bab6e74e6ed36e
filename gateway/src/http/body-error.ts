import { ResponseCode } from '@kuyi/shared';
import { AppError } from '../errors.ts';

export const BODY_MSG = {
  malformed: '请求格式不正确',
  tooLarge: '请求内容过大',
  unsupported: '不支持的请求编码',
  aborted: '请求已中断，请重试',
} as const;

/** body-parser's error `type`s (express.json / urlencoded), each with the status it already carries. */
const BY_TYPE: Readonly<Record<string, string>> = {
  'entity.parse.failed': BODY_MSG.malformed,
  'request.size.invalid': BODY_MSG.malformed,
  'entity.too.large': BODY_MSG.tooLarge,
  'parameters.too.many': BODY_MSG.tooLarge,
  'encoding.unsupported': BODY_MSG.unsupported,
  'charset.unsupported': BODY_MSG.unsupported,
  'request.aborted': BODY_MSG.aborted,
};

/**
 * Turns a body parser's error into our AppError, or null for anything else. Its own messages are English
 * ("Unexpected token } in JSON…") and must never reach a visitor; the envelope code stays 400 so the client
 * treats every unreadable body alike, while the HTTP status keeps the precise reason (413, 415).
 */
export function bodyError(err: unknown): AppError | null {
  if (typeof err !== 'object' || err === null) return null;
  const { type, status } = err as { type?: unknown; status?: unknown };
  const msg = typeof type === 'string' ? BY_TYPE[type] : undefined;
  if (!msg || typeof status !== 'number') return null;
  return new AppError(ResponseCode.BadRequest, msg, { cause: err, status });
}
