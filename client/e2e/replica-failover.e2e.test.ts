import type { FootballMatch } from '@kuyi/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextGoal } from './feed-watch.ts';
import { gauge, useE2E } from './fixture.ts';

/**
 * A replica crashes under fans' pages (docs/operations.md, failures): two gateways share Redis and PostgreSQL
 * behind the round-robin front. The one leading (polling the feed) is killed without a goodbye; the page whose
 * socket it held reconnects through the front to the survivor, the survivor takes the lead, and a goal scored
 * afterwards reaches both pages: nobody is left on a frozen table.
 */
const e2e = useE2E({ seed: 7, speed: 60, start: '20:00', replicas: 2 });

const live = (page: Page) => page.getByTestId('connection').and(page.locator('[data-status="live"]'));

async function connectionsPerReplica(): Promise<number[]> {
  return Promise.all(e2e.stack.gatewayUrls.map((url) => gauge(url, 'gateway_connections')));
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  if (!ok(value)) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
  return value;
}

/** A /football page whose socket is on replica `index`: the front picks in turn, so open until one lands there. */
async function pageOn(index: number): Promise<Page> {
  for (let attempt = 0; attempt < 12; attempt++) {
    const before = await connectionsPerReplica();
    const context = await e2e.browser.newContext({
      viewport: { width: 1400, height: 2_500 },
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/football`);
    await live(page).waitFor();
    const after = await until(
      connectionsPerReplica,
      (now) => now.reduce((a, b) => a + b, 0) === before.reduce((a, b) => a + b, 0) + 1,
      'the new socket counted',
    );
    if ((after[index] as number) > (before[index] as number)) return page;
    await context.close();
    await until(connectionsPerReplica, (now) => now.join() === before.join(), 'the closed socket gone');
  }
  throw new Error(`no page landed on replica ${index} in 12 tries`);
}

describe('[R1] a gateway replica crashes', () => {
  it('the page on the killed leader reconnects to the survivor, which takes the lead; a later goal reaches both pages', async () => {
    const leaders = await until(
      () => Promise.all(e2e.stack.gatewayUrls.map((url) => gauge(url, 'gateway_leader'))),
      (now) => now.filter((v) => v === 1).length === 1,
      'one leader',
    );
    const leader = leaders.indexOf(1);
    const survivor = 1 - leader;
    const onLeader = await pageOn(leader);
    const onSurvivor = await pageOn(survivor);
    const rows = await onLeader.getByTestId('live-table').getAttribute('data-rows');

    await e2e.stack.killReplica(leader);

    const survivorUrl = e2e.stack.gatewayUrls[survivor] as string;
    await until(
      () => gauge(survivorUrl, 'gateway_leader'),
      (v) => v === 1,
      'the survivor leading',
    );
    await until(
      () => gauge(survivorUrl, 'gateway_connections'),
      (v) => v === 2,
      'both sockets on the survivor',
    );
    for (const page of [onLeader, onSurvivor]) {
      await live(page).waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('live-table').getAttribute('data-rows')).toBe(rows);
    }

    // A goal the feed shows after the failover, on a row both pages have in their DOM (tall windows).
    const onBoth = async (m: FootballMatch) => {
      const row = `[data-match-id="${m.id}"]:not(.goal)`;
      return (await onLeader.locator(row).count()) > 0 && (await onSurvivor.locator(row).count()) > 0;
    };
    const goal = await nextGoal(e2e.stack.feedUrl, 90_000, onBoth);
    // The goal's score, or a later one (at 60x the next goal can come before the check).
    const { id, homeScore, awayScore } = goal.match;
    for (const page of [onLeader, onSurvivor]) {
      await page.waitForFunction(
        ([matchId, home, away]) => {
          const text = document.querySelector(`[data-match-id="${matchId}"] .c-score`)?.textContent ?? '';
          const [h, a] = text.split('-').map(Number);
          return (h as number) >= (home as number) && (a as number) >= (away as number);
        },
        [id, homeScore, awayScore] as const,
        { timeout: 15_000 },
      );
    }
    await onLeader.context().close();
    await onSurvivor.context().close();
  });
});
