import type { BasketballMatch, FootballMatch } from '@kuyi/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TIMEZONE } from './browser.ts';
import { feedDay, getJson, nextGoal } from './feed-watch.ts';
import { useE2E } from './fixture.ts';
import { E2E_PASSWORD, registerContext } from './session.ts';

/**
 * Issue 5 end to end: the real feed at 60x speed, the real gateway serving the built client, Debian's
 * Chromium. Each test opens its own page.
 */

const e2e = useE2E({ seed: 7, speed: 60, start: '20:00' });

async function open(path: string, height = 900): Promise<Page> {
  const context = await e2e.browser.newContext({
    viewport: { width: 1400, height },
    locale: 'zh-CN',
    timezoneId: TIMEZONE,
  });
  const page = await context.newPage();
  await page.goto(`${e2e.stack.url}${path}`);
  return page;
}

const headerLabels = (page: Page) => page.locator('.t-head .cell').allTextContents();

describe('live score pages in Chromium', () => {
  it('renders the full day on /football and /basketball (every match of the gateway day)', async () => {
    for (const sport of ['football', 'basketball'] as const) {
      const day = await getJson<{ matches: (FootballMatch | BasketballMatch)[] }>(
        `${e2e.stack.url}/sc/api/${sport}/scheduleByDate?date=${await feedDay(e2e.stack.feedUrl)}&lang=0`,
      );
      expect(day.matches.length).toBeGreaterThan(10);
      const page = await open(`/${sport}`);
      const table = page.getByTestId('live-table');
      await table.waitFor();
      await page.waitForFunction(
        (n) => Number(document.querySelector('[data-testid="live-table"]')?.getAttribute('data-rows')) === n,
        day.matches.length,
      );
      await page.getByTestId('connection').and(page.locator('[data-status="live"]')).waitFor();
      // Virtualized: only the rows on screen exist, but they are real matches of the day.
      const first = await page.locator('[data-match-id]').first().getAttribute('data-match-id');
      expect(day.matches.map((m) => m.id)).toContain(first);
      await page.context().close();
    }
  });

  // Retried: the 2 s bound includes the gateway's poll and the machine's load (six engineers' test runs
  // share two cores here); a real regression fails every attempt.
  it('highlights a goal within 2 s of the feed changing', { retry: 2 }, async () => {
    // A tall window so the matches in play (listed first) are all in the DOM of the virtual list.
    const page = await open('/football', 2_500);
    await page.getByTestId('connection').and(page.locator('[data-status="live"]')).waitFor();
    // A match on screen and not still lit by an earlier goal (at 60x a highlight spans 15 match minutes).
    const onScreen = async (m: FootballMatch) =>
      (await page.locator(`[data-match-id="${m.id}"]:not(.goal)`).count()) > 0;
    const goal = await nextGoal(e2e.stack.feedUrl, 90_000, onScreen);
    const scored = page.locator(`[data-match-id="${goal.match.id}"].goal .c-${goal.side}.scored`);
    await scored.waitFor({ timeout: Math.max(1, goal.seenAt + 2_000 - Date.now()) });
    expect(Date.now() - goal.seenAt).toBeLessThanOrEqual(2_000);
    // The popup names the scorer (from the match header) and the minute. Checked every frame: at 60x
    // speed newer goals push older popups out within seconds.
    const popup = await page.waitForFunction(
      (home) => {
        for (const el of document.querySelectorAll('[data-testid="goal-alert"]')) {
          const scorer = el.querySelector('.ga-scorer')?.textContent;
          if (el.textContent?.includes(home) && scorer)
            return { scorer, minute: el.querySelector('.ga-minute')?.textContent ?? '' };
        }
        return null;
      },
      goal.match.homeName,
      { polling: 'raf', timeout: 5_000 },
    );
    const { scorer, minute } = (await popup.jsonValue()) as { scorer: string; minute: string };
    expect(scorer).toMatch(/^进球：\S+/);
    expect(minute).toMatch(/^\d+(\+\d+)?'$/);
    await page.context().close();
  });

  it('a settings toggle hides a column, and the choice is kept', async () => {
    const page = await open('/football');
    await page.getByTestId('live-table').waitFor();
    expect(await headerLabels(page)).toContain('亚盘');
    await page.getByRole('button', { name: '设置' }).click();
    await page.getByRole('dialog', { name: '设置' }).getByLabel('亚盘').uncheck();
    expect(await headerLabels(page)).not.toContain('亚盘');
    expect(await headerLabels(page)).toContain('大小');
    await page.reload();
    await page.getByTestId('live-table').waitFor();
    expect(await headerLabels(page)).not.toContain('亚盘');
    await page.context().close();
  });

  it('pinning a match survives a reload', async () => {
    const page = await open('/football');
    await page.locator('[data-match-id]').nth(4).waitFor();
    const id = await page.locator('[data-match-id]').nth(4).getAttribute('data-match-id');
    await page.locator(`[data-match-id="${id}"]`).getByRole('button', { name: '置顶' }).click();
    await expect(page.locator('[data-match-id]').first().getAttribute('data-match-id')).resolves.toBe(id);
    await page.reload();
    await page.locator('[data-match-id]').first().waitFor();
    await expect(page.locator('[data-match-id]').first().getAttribute('data-match-id')).resolves.toBe(id);
    await expect(
      page.locator(`[data-match-id="${id}"]`).getByRole('button', { name: '取消置顶' }).count(),
    ).resolves.toBe(1);
    await page.context().close();
  });

  it('[PIN1][PIN3] a pin made in one logged-in browser shows in a second; a visitor pin joins the account on login', async () => {
    const first = await registerContext(e2e.browser, e2e.stack.url, 'pin');
    const rows = first.page.locator('[data-match-id]');
    await first.page.goto(`${e2e.stack.url}/football`);
    await rows.nth(4).waitFor();
    const id = await rows.nth(4).getAttribute('data-match-id');
    await first.page.locator(`[data-match-id="${id}"]`).getByRole('button', { name: '置顶' }).click();
    const accountPins = async (ctx: typeof first.context) =>
      (
        (await (await ctx.request.get(`${e2e.stack.url}/api/user/matchPin/list`)).json()) as {
          data: { list: { matchId: string }[] };
        }
      ).data.list.map((p) => p.matchId);
    await expect.poll(() => accountPins(first.context)).toEqual([id]);

    // A second device: a visitor pins another match, then logs in to the same account.
    const second = await e2e.browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'zh-CN' });
    const page = await second.newPage();
    await page.goto(`${e2e.stack.url}/football`);
    await page.locator('[data-match-id]').nth(6).waitFor();
    const local = await page.locator('[data-match-id]').nth(6).getAttribute('data-match-id');
    expect(local).not.toBe(id);
    await page.locator(`[data-match-id="${local}"]`).getByRole('button', { name: '置顶' }).click();
    const login = await second.request.post(`${e2e.stack.url}/api/user/user/login`, {
      data: { phoneOrUserName: first.userName, password: E2E_PASSWORD },
      headers: { origin: e2e.stack.url },
    });
    expect(((await login.json()) as { code: number }).code).toBe(200);
    await page.reload();
    // The account's pin first, then the one this browser made before logging in.
    await expect
      .poll(() =>
        page
          .locator('[data-match-id]')
          .evaluateAll((els) => els.slice(0, 2).map((e) => e.getAttribute('data-match-id'))),
      )
      .toEqual([id, local]);
    await expect(
      page.locator(`[data-match-id="${id}"]`).getByRole('button', { name: '取消置顶' }).count(),
    ).resolves.toBe(1);
    await expect.poll(() => accountPins(second)).toEqual([id, local]);
    await second.close();
    await first.context.close();
  });

  it('an unknown path shows the 404 page with a link home', async () => {
    const page = await open('/this/does/not/exist');
    await page.getByText('This page could not be found').waitFor();
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL(`${e2e.stack.url}/`);
    await page.context().close();
  });
});

describe('site shell in Chromium', () => {
  it('[issue 11] keeps phones on the site when no app download site is configured', async () => {
    const context = await e2e.browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      timezoneId: TIMEZONE,
    });
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/football`);
    // The live table renders, so the page ran its redirect check and stayed.
    await page.getByTestId('live-table').waitFor();
    expect(new URL(page.url()).pathname).toBe('/football');
    await context.close();
  });

  it('[spec §8] a page chunk that fails to load reloads the page once, not again within 60 s', async () => {
    const page = await open('/');
    await page.getByRole('heading', { name: '酷易体育' }).waitFor();
    // The football page's chunk vanishes, as after a redeploy.
    await page.route(/\/assets\/sport-pages-[^/]+\.js$/, (route) => route.abort());
    let loads = 0;
    page.on('load', () => loads++);
    await page.locator('.main-nav').getByRole('link', { name: '足球比分' }).click();
    await page.getByRole('heading', { name: '页面出错了' }).waitFor();
    expect(loads).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/football');
    await page.context().close();
  });
});

describe('reconnecting (runs last: it restarts the gateway)', () => {
  it('shows 重新连接中 while the gateway is down, then resyncs to live with the full day', async () => {
    const page = await open('/football');
    const badge = page.getByTestId('connection');
    await badge.and(page.locator('[data-status="live"]')).waitFor();
    const rows = await page.getByTestId('live-table').getAttribute('data-rows');
    await e2e.stack.stopGateway();
    await badge.and(page.locator('[data-status="reconnecting"]')).waitFor();
    expect(await badge.textContent()).toBe('重新连接中');
    await e2e.stack.startGateway();
    // A restarted gateway has a new epoch: the client asks with its old (epoch, seq) and gets a snapshot.
    await badge.and(page.locator('[data-status="live"]')).waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('live-table').getAttribute('data-rows')).resolves.toBe(rows);
    // And changes flow again: some score, minute or price on screen moves.
    const before = await page.locator('.t-body').evaluate((el) => el.textContent);
    await page.waitForFunction((text) => document.querySelector('.t-body')?.textContent !== text, before, {
      timeout: 20_000,
    });
    await page.context().close();
  });
});
