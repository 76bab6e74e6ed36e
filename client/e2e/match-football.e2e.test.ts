import type { FootballMatch } from '@kuyi/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getJson } from './feed-watch.ts';
import { subscriptions as subscriptionsOf, subscriptionsReach, useE2E } from './fixture.ts';
import { installLongTaskProbe, readLongTasks } from './long-tasks.ts';

/**
 * Issue 10 end to end: the football match page against the real feed at 60x speed and the real gateway,
 * in Chromium. A fan opens a match from the live list, watches it move, reads the other tabs, and leaves
 * without leaving a subscription behind.
 */
const e2e = useE2E({ seed: 7, speed: 60, start: '20:00' });
const open = (path: string, viewport = { width: 1440, height: 900 }) => e2e.open(path, { viewport });
const subscriptions = () => subscriptionsOf(e2e.stack);
const gaugeReaches = (value: number) => subscriptionsReach(e2e.stack, value);

/** A match in play with time left to watch: the first half if any, else the second. */
async function liveMatch(): Promise<FootballMatch> {
  const day = await getJson<{ matches: FootballMatch[] }>(`${e2e.stack.url}/sc/api/football/scheduleByDate`);
  const match = day.matches.find((m) => m.state === 1) ?? day.matches.find((m) => m.state === 3);
  if (!match) throw new Error('no match in play');
  return match;
}

/**
 * The live match with the most play left (first half before second, then the latest period start), its row
 * scrolled into the list's rendered part: the list puts the earliest kick-offs first, so at 60× the rows on
 * screen can all be second halves a few match minutes from the whistle, and the 45 s wait below is 45 match
 * minutes (a match taken from the top ended inside it once, in a CI run on a loaded machine).
 */
async function mostPlayLeft(page: Page): Promise<string> {
  const day = await getJson<{ matches: FootballMatch[] }>(`${e2e.stack.url}/sc/api/football/scheduleByDate`);
  const playing = day.matches
    .filter((m) => m.state === 1 || m.state === 3)
    .sort((a, b) => a.state - b.state || (b.periodStart ?? 0) - (a.periodStart ?? 0));
  const pick = playing[0];
  if (!pick) throw new Error('no match in play');
  // The table renders the rows near the viewport only: scroll down until the match's row is among them.
  await page.mouse.move(700, 600);
  for (let i = 0; i < 60 && (await page.locator(`.m-row[data-match-id="${pick.id}"]`).count()) === 0; i++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(100);
  }
  return pick.id;
}

const topLineId = (page: Page) =>
  page.locator('[data-testid="commentary"] [data-word-id]').first().getAttribute('data-word-id');

describe('football match page in Chromium (issue 10)', () => {
  it('opens a live match from /football, shows commentary arriving, switches tabs and releases its channel', async () => {
    const before = await subscriptions();
    const page = await open('/football');
    await page.getByTestId('connection').and(page.locator('[data-status="live"]')).waitFor();
    // The match with the most play left, so it still moves while we watch (see mostPlayLeft).
    const id = await mostPlayLeft(page);
    const row = page.locator(`.m-row[data-match-id="${id}"]`);
    await row.locator('.c-score').click();
    await page.waitForURL(`**/livedetail/football/${id}/live`);
    await page.getByTestId('score').waitFor();
    const home = await page.getByTestId('home-name').textContent();
    expect(await page.title()).toContain(home ?? '?');

    // The page holds its match and chat channels and nothing else (the list's channel was released).
    await gaugeReaches(before + 2);

    // A new commentary line arrives over the socket and goes on top, without a reload.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator('[data-testid="commentary"] [data-word-id]').first().waitFor();
    const first = Number(await topLineId(page));
    await page.waitForFunction(
      (id) =>
        Number(
          document.querySelector('[data-testid="commentary"] [data-word-id]')?.getAttribute('data-word-id'),
        ) > id,
      first,
      { timeout: 45_000 },
    );
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(
      await page.getByTestId('timeline').or(page.getByText('暂无进球、红黄牌或换人')).count(),
    ).toBeGreaterThan(0);

    const tabs = page.getByRole('navigation', { name: '比赛页面' });
    await tabs.getByRole('link', { name: '分析' }).click();
    await page.waitForURL(`**/livedetail/football/${id}/analysis`);
    await page.getByTestId('analysis').waitFor();
    expect(await page.getByRole('heading', { name: '对赛往绩' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: '近期战绩' }).count()).toBe(1);

    await tabs.getByRole('link', { name: '积分' }).click();
    await page.getByTestId('integral').waitFor();
    // Both teams of the match are marked in their table.
    await page.locator('.fm-hl-home').first().waitFor();
    expect(await page.locator('.fm-hl-away').count()).toBeGreaterThan(0);

    await tabs.getByRole('link', { name: '推荐' }).click();
    await page.getByText('本场比赛暂无竞技场推荐').waitFor();
    expect(await tabs.getByRole('link', { name: '指数' }).getAttribute('href')).toBe(
      `/handicap/odds?matchId=${id}`,
    );
    // Switching tabs kept the same two channels.
    expect(await subscriptions()).toBe(before + 2);

    // Leaving for a page without live data gives every subscription back.
    await page.getByRole('link', { name: '关于我们' }).click();
    await page.waitForURL('**/about');
    await gaugeReaches(before);
    await page.context().close();
  });

  it('a match the centre does not know says so; an unknown sub-page is the 404 page', async () => {
    const page = await open('/livedetail/football/99999999999/live');
    await page.getByRole('heading', { name: '比赛不存在或已结束很久' }).waitFor();
    const match = await liveMatch();
    await page.goto(`${e2e.stack.url}/livedetail/football/${match.id}/nothing`);
    await page.getByText('This page could not be found').waitFor();
    await page.context().close();
  });

  it('fits a 390 px phone screen without sideways scrolling', async () => {
    const match = await liveMatch();
    const page = await open(`/livedetail/football/${match.id}`, { width: 390, height: 844 });
    await page.getByTestId('score').waitFor();
    await page.getByTestId('tech-stats').or(page.getByText('暂无技术统计')).first().waitFor();
    await page.getByTestId('momentum').or(page.locator('.fm-area-momentum .fm-empty')).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  it('measures long tasks on the live tab at 60x for 20 s (printed for docs/benchmarks.md)', async () => {
    const match = await liveMatch();
    const context = await e2e.context({ viewport: { width: 1440, height: 900 } });
    await installLongTaskProbe(context);
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/livedetail/football/${match.id}/live`);
    await page.getByTestId('score').waitFor();
    // The page is drawn once its chunks (recharts among them) are in; what follows is live updating only.
    await page.waitForLoadState('networkidle');
    const readyAt = await page.evaluate(() => performance.now());
    const windowMs = 20_000;
    await page.waitForTimeout(windowMs);
    const result = await readLongTasks(page, readyAt);
    console.log(
      `LONGTASKS football live: count=${result.count} max=${result.max}ms over ${windowMs / 1000}s at speed 60; ` +
        `first draw (after first paint, before the page was complete): count=${result.loadCount} max=${result.loadMax}ms; match=${match.id}`,
    );
    expect(result.supported).toBe(true);
    expect(result.observing).toBe(true);
    await context.close();
  });
});
