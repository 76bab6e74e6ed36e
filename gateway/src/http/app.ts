import express, { type Express } from 'express';
import type { Registry } from 'prom-client';
import type { GatewayPlugin } from '../plugin.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

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
