import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import type { Logger } from '../logger.ts';

/**
 * Serves the built client with a single-page fallback: any GET that is not an asset gets index.html and
 * the client router decides (including its 404 page). Hashed assets are cached for a year.
 */
export function mountClient(app: Express, dist: string, logger: Logger): void {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) {
    logger.warn({ dist }, 'client build not found; run `npm run build -w client`');
    app.get(/.*/, (_req, res) => {
      res
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('酷易体育：前端尚未构建，请先运行 npm run build -w client');
    });
    return;
  }
  app.use('/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '365d' }));
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.get(/.*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
