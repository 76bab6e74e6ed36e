import express, { type Express } from 'express';
import type { Registry } from 'prom-client';
import type { GatewayPlugin } from '../plugin.ts';

/**
 * /healthz is ready only when every part says so; the body names what is not, and the process's pid, so a
 * launcher waiting on a port can tell its own gateway from another program there (scripts/lib/processes.mjs).
 */
export function mountOps(app: Express, plugins: readonly GatewayPlugin[], metrics: Registry): void {
  app.get('/healthz', async (_req, res) => {
    const problems: Record<string, string> = {};
    await Promise.all(
      plugins.map(async (p) => {
        const problem = p.health ? await p.health().catch((e: unknown) => String(e)) : null;
        if (problem) problems[p.name] = problem;
      }),
    );
    const ready = Object.keys(problems).length === 0;
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'unavailable', problems, pid: process.pid });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.contentType).send(await metrics.metrics());
  });
}

/**
 * Headers every answer carries. No page of ours may be framed by another site: a framed /userarea/cancel or
 * 打赏 button could be clicked through an overlay (clickjacking). No plugin or <base> can be injected should a
 * sanitizer ever slip, no answer is sniffed into another type, and a link out tells only our origin.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export function createApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  // One proxy hop (nginx in docker-compose) so req.ip is the visitor's address for rate limits.
  app.set('trust proxy', 'loopback, uniquelocal');
  app.use((_req, res, next) => {
    res.set(SECURITY_HEADERS);
    next();
  });
  return app;
}
