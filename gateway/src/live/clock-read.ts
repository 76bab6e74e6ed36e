import { type LiveClockAnswer, liveClockPath, ok } from '@kuyi/shared';
import type { Express } from 'express';
import type { FeedClock } from './feed-clock.ts';

/**
 * `GET /api/live/clock`: the score centre's clock and its rate, as this replica knows them (feed-clock.ts).
 * Pages with running clocks anchor on it when they have no list answer; the proxied `/sc/api` answers carry
 * the time but not how fast it runs, so a match page of a day replayed at 60× counted its minutes at 1×.
 */
export function mountClockRead(app: Express, clock: Pick<FeedClock, 'now' | 'rate'>): void {
  app.get(liveClockPath, (_req, res) => {
    const answer: LiveClockAnswer = { serverTime: clock.now(), clockRate: clock.rate() };
    res.set('cache-control', 'no-store').json(ok(answer, '成功'));
  });
}
