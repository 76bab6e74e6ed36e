import express, { type Express } from 'express';
import { pino } from 'pino';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { World } from '../day/world.ts';
import { basketballLive } from './basketball-live-routes.ts';
import { extraRoutes } from './extra-routes.ts';
import { footballLive } from './football-live-routes.ts';
import { type Answer, type RouteLogger, route } from './handler.ts';
import type { Query } from './params.ts';
import { worldCupRoutes } from './worldcup-routes.ts';

/** The score centre's HTTP face: every /sc/api path of spec §7, /healthz and /metrics. */
export function createApp(
  world: World,
  seed: number,
  /** Where a route that throws is logged (default: pino on stdout). */
  log: RouteLogger = pino({ base: { svc: 'feed' } }),
): { app: Express; registry: Registry } {
  const registry = new Registry();
  registry.setDefaultLabels({ svc: 'feed' });
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'feed_requests_total',
    help: 'Score-centre calls by path and envelope code',
    labelNames: ['path', 'code'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'feed_sim_time_seconds',
    help: 'Simulated clock, epoch seconds',
    registers: [registry],
    collect() {
      this.set(Math.floor(world.clock.now() / 1000));
    },
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // The World Cup calls are the site's own, beyond spec §7 (routeTable lists those).
  const routes = { ...routeTable(world, seed), ...worldCupRoutes(world) };
  for (const [path, fn] of Object.entries(routes)) app.get(`/sc/api/${path}`, route(path, fn, requests, log));

  app.get('/healthz', (_req, res) => {
    res.json({
      status: 'ok',
      source: world.source.name,
      simTime: world.clock.now(),
      speed: world.clock.speed,
      // Launchers check it is their own feed answering on the port (scripts/lib/processes.mjs waitForHttp).
      pid: process.pid,
    });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(registry.contentType).send(await registry.metrics());
  });
  app.use((_req, res) => {
    res.status(404).json({ code: 404, msg: '接口不存在', data: null });
  });
  return { app, registry };
}

/** Every /sc/api path the feed serves, by path under /sc/api. */
export function routeTable(world: World, seed: number): Record<string, (q: Query) => Answer> {
  const fb = footballLive(world);
  const bb = basketballLive(world);
  return {
    'football/scheduleByDate': fb.scheduleByDate,
    'football/change': fb.change,
    'football/liveWords': fb.liveWords,
    'football/odds': fb.odds,
    'football/header': fb.header,
    'basketball/scheduleByDate': bb.scheduleByDate,
    'basketball/change': bb.change,
    'basketball/header': bb.header,
    ...extraRoutes(world, fb, bb, seed),
  };
}
