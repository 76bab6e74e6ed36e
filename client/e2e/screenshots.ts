/**
 * Takes docs/screenshots/*.png of a live day, desktop (1440 px) and phone (390 px): starts the real feed
 * (synthetic day, clock started in the evening when most leagues play) and the real gateway serving the
 * built client, then photographs every page of the list below in Debian's Chromium.
 *
 *   npm run screenshots -w client            # all
 *   ONLY=match npm run screenshots -w client # names containing "match"
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, TIMEZONE } from './browser.ts';
import { repoRoot, type Stack, startStack } from './stack.ts';

const OUT = path.join(repoRoot, 'docs/screenshots');
/** Ports from the client engineer's manual range, so a run never collides with the test suite's. */
const PORTS = { feed: 4310, gateway: 4311 };
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 5_000);

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Shot {
  name: string;
  path: (ids: LiveIds) => string;
  /** What to wait for before the picture. */
  ready?: string;
  fullPage?: boolean;
}

interface LiveIds {
  football: string;
  basketball: string;
}

const SHOTS: Shot[] = [
  { name: 'home', path: () => '/', ready: '.top-row' },
  { name: 'football', path: () => '/football', ready: '[data-testid="connection"][data-status="live"]' },
  { name: 'football-end', path: () => '/football/end', ready: '[data-match-id]' },
  { name: 'basketball', path: () => '/basketball', ready: '[data-testid="connection"][data-status="live"]' },
  { name: 'match-football-live', path: (ids) => `/livedetail/football/${ids.football}/live` },
  { name: 'match-football-analysis', path: (ids) => `/livedetail/football/${ids.football}/analysis` },
  { name: 'match-football-integral', path: (ids) => `/livedetail/football/${ids.football}/integral` },
  { name: 'match-football-recommend', path: (ids) => `/livedetail/football/${ids.football}/recommend` },
  { name: 'match-basketball-live', path: (ids) => `/livedetail/basketball/${ids.basketball}/live` },
  { name: 'handicap', path: () => '/handicap' },
  { name: 'handicap-odds', path: (ids) => `/handicap/odds?matchId=${ids.football}` },
  { name: 'handicap-triangle', path: (ids) => `/handicap/triangle?matchId=${ids.football}` },
  { name: 'handicap-basketball', path: (ids) => `/handicap/odds?sport=basketball&matchId=${ids.basketball}` },
  { name: 'database', path: () => '/database' },
  { name: 'database-league-csl-2019', path: () => '/database/league/60/2019' },
  { name: 'database-league-epl-size', path: () => '/database/league/36/2025-2026/size' },
  { name: 'worldcup', path: () => '/worldcup' },
  { name: 'privacy', path: () => '/privacy' },
  { name: 'service', path: () => '/service' },
  { name: 'download', path: () => '/download' },
  { name: 'not-found', path: () => '/no/such/page' },
];

/** A match in play of each sport, so match pages show a live game. */
async function liveIds(stack: Stack): Promise<LiveIds> {
  const pick = async (sport: string) => {
    const res = await fetch(`${stack.url}/sc/api/${sport}/scheduleByDate?lang=0`);
    const body = (await res.json()) as { data: { matches: { id: string; state: number }[] } };
    const rows = body.data.matches;
    return (rows.find((m) => m.state > 0) ?? rows[0])?.id ?? '0';
  };
  return { football: await pick('football'), basketball: await pick('basketball') };
}

async function take(browser: Browser, stack: Stack, ids: LiveIds, shot: Shot, phone: boolean) {
  const page = await browser.newPage({
    viewport: phone ? PHONE : DESKTOP,
    locale: 'zh-CN',
    timezoneId: TIMEZONE,
  });
  await page.goto(`${stack.url}${shot.path(ids)}`);
  // Still frames: a popup caught half-way through its slide-in would look broken.
  await page.addStyleTag({
    content: '*, *::before { animation: none !important; transition: none !important; }',
  });
  if (shot.ready) await page.locator(shot.ready).first().waitFor({ timeout: 30_000 });
  // Let a few patches arrive so odds and scores have moved as they do on a live evening.
  await page.waitForTimeout(SETTLE_MS);
  const file = path.join(OUT, `${shot.name}${phone ? '-phone' : ''}.png`);
  await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
  console.log(`wrote ${path.relative(repoRoot, file)}`);
  await page.close();
}

const stack = await startStack({
  seed: Number(process.env.SEED ?? 7),
  speed: Number(process.env.SPEED ?? 1),
  start: process.env.START ?? '19:40',
  ports: PORTS,
});
const browser = await launchBrowser();
try {
  mkdirSync(OUT, { recursive: true });
  const ids = await liveIds(stack);
  const only = process.env.ONLY;
  for (const shot of SHOTS.filter((s) => !only || s.name.includes(only))) {
    await take(browser, stack, ids, shot, false);
    await take(browser, stack, ids, shot, true);
  }
} finally {
  await browser.close();
  await stack.stop();
}
