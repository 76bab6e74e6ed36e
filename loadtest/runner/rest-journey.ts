import http from 'node:http';
import https from 'node:https';
import { gunzip } from 'node:zlib';
import type { Envelope } from '@kuyi/shared';

export interface RestResult {
  ok: boolean;
  /** HTTP status, or 0 when no answer came (timeout, refused). */
  status: number;
  ms: number;
  body: Envelope<unknown> | null;
  /** Why no answer came (status 0): `timeout`, or the socket error's code such as ECONNRESET. */
  failure?: string;
}

/** How every success envelope starts on the wire ([A1]: the gateway and the feed write `code` first). */
const OK_PREFIX = Buffer.from('{"code":200,');

/** A REST call with no whole answer by then counts as an error: the page would show its error state. */
const REST_TIMEOUT_MS = 15_000;
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** GET over node:http(s), gzip accepted as a browser does; the body is unzipped on libuv's thread pool. */
function download(url: string): Promise<{ status: number; body: Buffer }> {
  const protocol = new URL(url).protocol === 'https:' ? 'https:' : 'http:';
  const get = protocol === 'https:' ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const req = get(url, { agent: agents[protocol], headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const status = res.statusCode ?? 0;
        if (res.headers['content-encoding'] !== 'gzip') return resolve({ status, body: raw });
        gunzip(raw, (err, body) => (err ? reject(err) : resolve({ status, body })));
      });
    });
    // A deadline for the whole call, as AbortSignal.timeout gave fetch, not just for an idle socket.
    const deadline = setTimeout(() => req.destroy(new Error('timeout')), REST_TIMEOUT_MS);
    req.on('close', () => clearTimeout(deadline));
    req.on('error', reject);
  });
}

/**
 * One REST call through the gateway; ok means HTTP 200 and envelope code 200 ([A1]).
 *
 * `parse: false` downloads and unzips the whole body, as a browser does, but checks the envelope by its
 * leading bytes instead of parsing 200 KB of JSON. With 2,000 pages opening in a few seconds, fetch's web
 * streams and a JSON.parse per day list made the load generator, not the gateway, the bottleneck of the run
 * (the gateway answered other requests in milliseconds meanwhile). Callers still parse a sample fully.
 */
export async function getEnvelope(url: string, options: { parse?: boolean } = {}): Promise<RestResult> {
  const started = performance.now();
  try {
    const { status, body } = await download(url);
    const ms = performance.now() - started;
    if (options.parse === false) {
      const ok = status === 200 && body.subarray(0, OK_PREFIX.length).equals(OK_PREFIX);
      return { ok, status, ms, body: null };
    }
    const envelope = JSON.parse(body.toString('utf8')) as Envelope<unknown>;
    return { ok: status === 200 && envelope.code === 200, status, ms, body: envelope };
  } catch (err) {
    const failure = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    return { ok: false, status: 0, ms: performance.now() - started, body: null, failure };
  }
}

/** How a failed call is counted in a run's errors: by status, or by why no answer came. */
export const restErrorKind = (result: RestResult): string =>
  `rest ${result.status || result.failure || 'no answer'}`;

/** Parse one answer in this many fully, so a malformed body cannot hide behind a good prefix. */
export const FULL_PARSE_EVERY = 50;

export const dayListUrl = (gateway: string, date: string): string =>
  `${gateway}/sc/api/football/scheduleByDate?date=${date}&lang=0`;

export const headerUrl = (gateway: string, matchId: string): string =>
  `${gateway}/sc/api/football/header?matchId=${encodeURIComponent(matchId)}`;

/** Live matches first (states 1–5, [D3]): they draw the traffic on a match day. */
export function matchIdsOf(body: Envelope<unknown> | null): string[] {
  const data = body?.data as { matches?: { id: string; state: number }[] } | null | undefined;
  const matches = Array.isArray(data?.matches) ? data.matches : [];
  const live = (state: number) => state >= 1 && state <= 5;
  return [...matches.filter((m) => live(m.state)), ...matches.filter((m) => !live(m.state))].map((m) => m.id);
}
