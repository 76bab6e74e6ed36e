// The round-robin front that stands in for nginx in front of gateway replicas (topology.mjs, the browser tests
// run against replicas): every request and every websocket goes to the next replica in turn, so consecutive
// calls of one client land on different replicas, as behind a balancer without sticky sessions.
import { createServer } from 'node:http';
import { createProxyServer } from 'http-proxy-3';

/** Listens on `port` (0: a free one) and resolves to the server and the port it took. */
export async function startFrontProxy(upstreams, { port = 0, host, log = () => {} } = {}) {
  const proxy = createProxyServer({ ws: true, xfwd: true });
  let next = 0;
  const pick = () => upstreams[next++ % upstreams.length];
  proxy.on('error', (err, _req, res) => {
    log(`proxy error: ${err.message}`);
    if (res && 'writeHead' in res && !res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: 502, msg: '网关暂不可用', data: null }));
    } else res?.destroy?.();
  });
  const server = createServer((req, res) => proxy.web(req, res, { target: pick() }));
  server.on('upgrade', (req, socket, head) => proxy.ws(req, socket, head, { target: pick() }));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return { server, port: server.address().port };
}
