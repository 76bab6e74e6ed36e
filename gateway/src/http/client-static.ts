import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import type { Logger } from '../logger.ts';
import { withPageMeta } from './page-meta.ts';
import { type CompressedFile, chooseCoding, loadDist } from './precompressed.ts';
import { createSitePages } from './site-pages.ts';

/** Hashed file names never change content, so browsers keep them for a year without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files beside index.html (favicon, robots.txt) may change with a release. */
const SHORT = 'public, max-age=3600';

/** Paths owned by other parts: never answered with the page shell, even when nothing else matched. */
const NOT_PAGES = /^\/(?:api|sc\/api|socket\.io|healthz|metrics|assets)(?:\/|$)/;

function send(req: Request, res: Response, file: CompressedFile, cacheControl: string, status = 200): void {
  const coding = chooseCoding(req.headers['accept-encoding'], file);
  const chosen = file[coding] ?? file.identity;
  res.status(status);
  res.type(file.ext);
  res.setHeader('Cache-Control', cacheControl);
  if (file.br || file.gzip) res.vary('Accept-Encoding');
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.setHeader('ETag', chosen.etag);
  // req.fresh is only true for a 2xx answer: a 404 page is always sent whole.
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Length', chosen.body.length);
  res.end(req.method === 'HEAD' ? undefined : chosen.body);
}

/**
 * Serves the built client: text files precompressed (brotli, gzip, by Accept-Encoding), hashed assets cached
 * for a year, and every page route the index.html shell with the route's title; a path the shared route table
 * does not know answers 404 with the same shell so the client shows its 404 page ([S1]).
 */
export function mountClient(app: Express, dist: string, logger: Logger, meta = ''): void {
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
  const began = performance.now();
  const { files, compressedAtStartup } = loadDist(dist);
  if (compressedAtStartup > 0)
    logger.info(
      { dist, compressedAtStartup, ms: Math.round(performance.now() - began) },
      'client build has no .br/.gz files; compressed in memory (npm run build -w client writes them)',
    );
  const page = createSitePages(withPageMeta(readFileSync(index, 'utf8'), meta));

  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = req.path === '/index.html' ? undefined : files.get(req.path);
    if (!file) return next();
    send(req, res, file, req.path.startsWith('/assets/') ? IMMUTABLE : SHORT);
  });
  // Files the memory table does not hold (images, source maps) come from disk with the same cache rules.
  app.use('/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '365d' }));
  app.use('/assets', (_req, res) => {
    res.status(404).type('text/plain; charset=utf-8').send('Not Found');
  });
  const rootFiles = express.static(dist, { index: false, maxAge: '1h' });
  // index.html is only ever sent as a page (with its title); /index.html itself is no route.
  app.use((req, res, next) => (req.path === '/index.html' ? next() : rootFiles(req, res, next)));
  app.get(/.*/, (req, res, next) => {
    if (NOT_PAGES.test(req.path)) return next();
    const query = req.originalUrl.indexOf('?');
    const { status, file } = page(req.path, query < 0 ? '' : req.originalUrl.slice(query));
    send(req, res, file, 'no-cache', status);
  });
}
