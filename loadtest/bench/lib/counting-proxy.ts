import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  url: string;
  /** Requests that reached the upstream, by path (without the query). */
  counts(): Record<string, number>;
  /** Answer bytes as they came over the wire from the upstream (compressed where it compressed), by path. */
  bytes(): Record<string, number>;
  total(): number;
  /**
   * When each `change` answer that carried rows finished arriving from the upstream, ascending, per sport
   * path: the moment the gateway could first know of a change.
   */
  changeTimes(path: string): readonly number[];
  reset(): void;
  stop(): Promise<void>;
}

/** Paths under this answer the bench itself and are never forwarded or counted. */
export const ADMIN = '/__proxy/';

/** The live polls whose answers are inspected; everything else is only counted. */
const CHANGE_PATH = /^\/sc\/api\/(football|basketball)\/change$/;

/**
 * A counting reverse proxy in front of the feed: the gateway's FEED_URL points here, so every request that
 * reaches the upstream is counted whatever the feed itself exports.
 */
export async function startCountingProxy(port: number, target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  let counts: Record<string, number> = {};
  let bytes: Record<string, number> = {};
  let changes: Record<string, number[]> = {};
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith(ADMIN))
      return admin(path.slice(ADMIN.length), new URL(req.url ?? '/', 'http://x'), res);
    counts[path] = (counts[path] ?? 0) + 1;
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        const inspect = CHANGE_PATH.test(path) && !up.headers['content-encoding'];
        const chunks: Buffer[] = [];
        up.on('data', (chunk: Buffer) => {
          bytes[path] = (bytes[path] ?? 0) + chunk.length;
          if (inspect) chunks.push(chunk);
          res.write(chunk);
        });
        up.on('end', () => {
          const at = Date.now();
          res.end();
          if (!inspect || !carriesRows(Buffer.concat(chunks).toString('utf8'))) return;
          const times = changes[path] ?? [];
          changes[path] = times;
          times.push(at);
        });
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  // Read by the bench process when the proxy runs as its own process (it must not share the load
  // generator's event loop, or a busy swarm would slow the upstream the gateway sees).
  const admin = (what: string, url: URL, res: ServerResponse) => {
    res.setHeader('content-type', 'application/json');
    if (what === 'counts') return res.end(JSON.stringify(counts));
    if (what === 'bytes') return res.end(JSON.stringify(bytes));
    if (what === 'changes') return res.end(JSON.stringify(changes[url.searchParams.get('path') ?? ''] ?? []));
    if (what === 'reset') {
      counts = {};
      bytes = {};
      changes = {};
      return res.end('{}');
    }
    res.statusCode = 404;
    res.end('{}');
  };
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    counts: () => ({ ...counts }),
    bytes: () => ({ ...bytes }),
    total: () => Object.values(counts).reduce((a, b) => a + b, 0),
    changeTimes: (path) => changes[path] ?? [],
    reset() {
      counts = {};
      bytes = {};
      changes = {};
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** True when a `change` envelope lists at least one row ([F2]: the same version answers an empty list). */
export function carriesRows(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { data?: { matches?: unknown[] } };
    return (parsed.data?.matches?.length ?? 0) > 0;
  } catch {
    return false;
  }
}
