// The REST baseline: the least any Node HTTP server can do to answer the same reads. The first GET of each URL
// (and Accept-Encoding) is passed to the gateway and its answer kept; every later one is answered from memory
// with the same status, headers and bytes: no express, no routing, no caches to look up, no live store making
// garbage beside it. Writes always go through. k6 reading both in the same run (rest.js -e BASELINE=…) tells
// how much of a tail is the gateway's and how much is this machine's and the load generator's.
//   node --import tsx loadtest/bench/baseline/replay-http-main.ts --port 4530 --upstream http://127.0.0.1:4000
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';

type Answer = { status: number; headers: Record<string, string | string[]>; body: Buffer };

/** Hop-by-hop headers belong to one connection, not to the answer. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** Only what the gateway would answer again the same way is kept: a public 200 GET that set no cookie. */
const replayable = (method: string | undefined, status: number, headers: IncomingMessage['headers']) =>
  (method === 'GET' || method === 'HEAD') && status === 200 && !headers['set-cookie'];

export function createReplayServer(upstream: URL): Server & { answers: Map<string, Answer> } {
  const answers = new Map<string, Answer>();
  const keyOf = (req: IncomingMessage) => `${req.method} ${req.url}\n${req.headers['accept-encoding'] ?? ''}`;

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const out = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const headers: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(answer.headers))
            if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
          headers['content-length'] = String(body.length);
          const status = answer.statusCode ?? 502;
          if (replayable(req.method, status, answer.headers))
            answers.set(keyOf(req), { status, headers, body });
          res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : body);
        });
      },
    );
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  };

  const server = createServer((req, res) => {
    const kept = answers.get(keyOf(req));
    if (!kept) return forward(req, res);
    req.resume();
    res.writeHead(kept.status, kept.headers).end(req.method === 'HEAD' ? undefined : kept.body);
  });
  server.keepAliveTimeout = 65_000;
  return Object.assign(server, { answers });
}
