import { ADMIN } from './counting-proxy.ts';

/** The bench's view of a counting proxy running in its own process. */
export interface ProxyClient {
  url: string;
  counts(): Promise<Record<string, number>>;
  bytes(): Promise<Record<string, number>>;
  changeTimes(path: string): Promise<number[]>;
  reset(): Promise<void>;
}

export function proxyClient(url: string): ProxyClient {
  const get = async <T>(what: string): Promise<T> =>
    (await (await fetch(`${url}${ADMIN}${what}`)).json()) as T;
  return {
    url,
    counts: () => get<Record<string, number>>('counts'),
    bytes: () => get<Record<string, number>>('bytes'),
    changeTimes: (path) => get<number[]>(`changes?path=${encodeURIComponent(path)}`),
    reset: () => get<unknown>('reset').then(() => undefined),
  };
}
