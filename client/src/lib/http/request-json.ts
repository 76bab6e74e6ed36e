import { type Envelope, isWriteCall, WRITE_GET_HEADER } from '@kuyi/shared';
import { reportUnauthorized } from './session-lost.ts';

/** An answer as a value: the envelope's data on code 200, else its code and msg (spec §8 toasts msg). */
export type ApiResult<T> = { ok: true; data: T; msg: string } | { ok: false; code: number; msg: string };

const NETWORK_MSG = '网络异常，请稍后再试';

/** Calls the gateway with cookies (spec §7: every request sends credentials) and unwraps the envelope. */
export async function requestJson<T>(
  url: string,
  init: RequestInit = {},
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  const sentAt = performance.now();
  const method = init.method ?? 'GET';
  // A write GET proves it came from this page's script (see WRITE_GET_HEADER).
  if (method.toUpperCase() === 'GET' && isWriteCall(method, url)) {
    const headers = new Headers(init.headers);
    headers.set(WRITE_GET_HEADER, '1');
    init = { ...init, headers };
  }
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'include', ...init, ...(signal ? { signal } : {}) });
  } catch (err) {
    if (signal?.aborted) throw err;
    return { ok: false, code: 0, msg: NETWORK_MSG };
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch (err) {
    // Dropped while its body downloaded: a request nobody waits for any more, not a server error.
    if (signal?.aborted) throw err;
    return { ok: false, code: res.status, msg: `服务器错误（${res.status}）` };
  }
  const env = body as Partial<Envelope<T>>;
  if (typeof env?.code !== 'number')
    return { ok: false, code: res.status, msg: `服务器错误（${res.status}）` };
  if (env.code === 200) return { ok: true, data: env.data as T, msg: env.msg ?? '' };
  if (env.code === 401) reportUnauthorized({ write: isWriteCall(init.method ?? 'GET', url), sentAt });
  return { ok: false, code: env.code, msg: env.msg || `请求失败（${env.code}）` };
}

export function postJson<T>(url: string, payload: unknown): Promise<ApiResult<T>> {
  return requestJson<T>(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
}
