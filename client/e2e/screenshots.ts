/**
 * Takes docs/screenshots/football.png and basketball.png of a live day: starts the real feed (synthetic
 * day, clock started in the evening when most leagues play) and the real gateway serving the built
 * client, then photographs both pages in Debian's Chromium.
 *
 *   npm run screenshots -w client
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, TIMEZONE } from './browser.ts';
import { repoRoot, startStack } from './stack.ts';

const OUT = path.join(repoRoot, 'docs/screenshots');
/** Ports from the client engineer's manual range, so a run never collides with the test suite's. */
const PORTS = { feed: 4310, gateway: 4311 };

const stack = await startStack({
  seed: Number(process.env.SEED ?? 7),
  speed: Number(process.env.SPEED ?? 1),
  start: process.env.START ?? '19:40',
  ports: PORTS,
});
const browser = await launchBrowser();
try {
  mkdirSync(OUT, { recursive: true });
  for (const sport of ['football', 'basketball'] as const) {
    const page = await browser.newPage({
      viewport: { width: 1400, height: 1000 },
      locale: 'zh-CN',
      timezoneId: TIMEZONE,
    });
    await page.goto(`${stack.url}/${sport}`);
    // Still frames: a popup caught half-way through its slide-in would look broken.
    await page.addStyleTag({
      content: '*, *::before { animation: none !important; transition: none !important; }',
    });
    await page.locator('[data-testid="connection"][data-status="live"]').waitFor({ timeout: 30_000 });
    await page.locator('[data-match-id]').first().waitFor();
    // Let a few patches arrive so odds and scores have moved as they do on a live evening.
    await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 6_000));
    const file = path.join(OUT, `${sport}.png`);
    await page.screenshot({ path: file });
    console.log(`wrote ${path.relative(repoRoot, file)}`);
    await page.close();
  }
} finally {
  await browser.close();
  await stack.stop();
}
