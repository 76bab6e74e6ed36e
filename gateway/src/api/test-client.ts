import { type Envelope, isWriteCall, WRITE_GET_HEADER } from '@kuyi/shared';

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

/** A fetch client with a cookie jar, standing in for one browser in API tests. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly base: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  /** As the site's client does, a write GET carries WRITE_GET_HEADER (a test may leave it out by `{ [WRITE_GET_HEADER]: '' }`). */
  get<T = unknown>(path: string, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const write: Record<string, string> = isWriteCall('GET', path) ? { [WRITE_GET_HEADER]: '1' } : {};
    return this.send<T>('GET', path, undefined, { ...write, ...headers });
  }

  post<T = unknown>(path: string, json: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    return this.send<T>('POST', path, JSON.stringify(json), {
      'content-type': 'application/json',
      ...headers,
    });
  }

  upload<T = unknown>(
    path: string,
    form: FormData,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    return this.send<T>('POST', path, form, headers);
  }

  async send<T>(
    method: string,
    path: string,
    body: string | FormData | undefined,
    headers: Record<string, string>,
  ): Promise<Answer<T>> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(this.base + path, {
      method,
      body,
      headers: { ...this.defaultHeaders, ...(cookie ? { cookie } : {}), ...headers },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = decodeURIComponent(pair.slice(eq + 1));
      // Cleared cookies come back empty with a past expiry.
      if (value === '' || /Expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: res.status, body: (await res.json()) as Envelope<T>, headers: res.headers };
  }
}
