import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useE2E } from './fixture.ts';
import { repoRoot } from './stack.ts';

/**
 * Issue 12: a replayed real World Cup day runs through the live pipeline like any other. The feed plays
 * 27 June 2018 (`--source worldcup`) from 22:35 Beijing, 35 minutes into the second 14:00 UTC pair; Sweden's
 * goals against Mexico (50', 62' and 74') must reach /football over the socket without a reload. The start leaves
 * about 30 s of wall time before the first: the stack (feed, then a gateway running every migration) takes 15–20 s
 * to be ready, more on a loaded machine, so each case waits for the next goal from the score it finds.
 */
const DATA = process.env.KUYI_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
const present = existsSync(path.join(DATA, 'wc2018-sfgio', '2018-06-27_matches_today.json'));
if (!present) console.warn(`[worldcup-replay] 跳过：找不到 ${DATA}/wc2018-sfgio（设置 KUYI_DATA_DIR）`);

describe.skipIf(!present)('[WC3] a replayed World Cup day on the live list', () => {
  const e2e = useE2E({ source: 'worldcup', date: '2018-06-27', start: '22:35', speed: 60 });

  // First, and quick: the feed's clock passes Beijing midnight (27 → 28 June) about 85 s of wall time after 22:35.
  it("[T1] 完场's 今天 is the replayed 27 June, not this computer's date, and lists that day's finished matches", async () => {
    const context = await e2e.context({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/football/end`);
    const todayTab = page.locator('.date-strip .day', { hasText: '今天' });
    await todayTab.waitFor();
    expect(await todayTab.getAttribute('href')).toBe('/football/end/2018-06-27');
    // 完场 opens on the replayed day's yesterday.
    const active = page.locator('.date-strip .day.active');
    expect(await active.getAttribute('href')).toBe('/football/end/2018-06-26');
    await todayTab.click();
    await page.waitForURL(/\/football\/end\/2018-06-27$/);
    expect(await active.innerText()).toMatch(/06-27\s*今天/);
    // 27 June's 02:00 Beijing kick-offs are over; its 22:00 pair (Sweden–Mexico …) is still in play.
    const rows = page.locator('[data-match-id]');
    await expect.poll(() => rows.count()).toBe(2);
    const text = await page.getByTestId('live-table').innerText();
    expect(text).toMatch(/尼日利亚[\s\S]*阿根廷/);
    expect(text).toMatch(/冰岛[\s\S]*克罗地亚/);
    expect(text).not.toContain('瑞典');
    await context.close();
  });

  it('lists the real matches in play and shows Sweden scoring against Mexico live', async () => {
    const context = await e2e.context({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/football`);
    const row = page.locator('[data-match-id]', { hasText: '墨西哥' }).filter({ hasText: '瑞典' });
    await row.first().waitFor();
    expect(
      await page.locator('[data-match-id]', { hasText: '韩国' }).filter({ hasText: '德国' }).count(),
    ).toBe(1);
    const score = row.first().locator('[data-col="score"]');
    // 0-0 unless a slow start let 50' come first; then the 62' penalty is the goal to watch arrive.
    const found = await score.innerText();
    expect(found).toMatch(/0\s*-\s*[01]/);
    const next = /0\s*-\s*0/.test(found) ? /0\s*-\s*1/ : /0\s*-\s*2/;
    const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    // 50' comes about 30 s of wall time after 22:35 Beijing at 60× (half time included), 62' 12 s later.
    await expect.poll(() => score.innerText(), { timeout: 60_000, interval: 500 }).toMatch(next);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
    await context.close();
  });

  it('[WC5] /worldcup shows the match in play with its live score and minute, updated over the socket', async () => {
    const context = await e2e.context({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/worldcup?season=2018&tab=schedule`);
    const row = page.locator('.wc-match', { hasText: '墨西哥' }).filter({ hasText: '瑞典' });
    const score = row.locator('.wc-score');
    // The tab opens on the day being played (27 June, 今天), not on the opening match of 14 June.
    const today = page.locator('.wc-day[aria-current="date"]');
    await expect.poll(() => today.getAttribute('aria-label')).toBe('6月27日 周三');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await row.isVisible()).toBe(true);
    const box = await row.boundingBox();
    expect(box && box.y >= 0 && box.y < 900).toBe(true);
    // The previous case ran until Sweden's 50' (or 62') goal: the row reads the running score, not 进行中.
    await expect.poll(() => score.innerText(), { timeout: 10_000, interval: 250 }).toMatch(/^0-[12]/);
    expect(await row.locator('.wc-minute').innerText()).toMatch(/^\d{2}(\+\d+)?'$/);
    const next = (await score.innerText()).startsWith('0-1') ? /^0-2/ : /^0-3/;
    const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    // Granqvist's penalty (62') comes about 12 s of wall time after 50' at 60×, Álvarez's own goal (74') 12 s later.
    await expect.poll(() => score.innerText(), { timeout: 60_000, interval: 500 }).toMatch(next);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
    await context.close();
  });

  it('[D3] the 资料库 World Cup fixture list shows the match in play with its live score and minute, not VS', async () => {
    const context = await e2e.context({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/database/cup/75/2018`);
    const row = page
      .locator('[data-testid="fixtures"] tr', { hasText: '墨西哥' })
      .filter({ hasText: '瑞典' });
    const score = row.locator('.db-score');
    // The case before ran past Granqvist's penalty (62'), or the own goal (74'): the same live core says so.
    await expect.poll(() => score.innerText(), { timeout: 10_000, interval: 250 }).toMatch(/^0-[23]/);
    expect(await score.innerText()).not.toContain('VS');
    expect(await row.locator('.db-minute').innerText()).toMatch(/^(\d{2}(\+\d+)?'|中场)$/);
    await context.close();
  });

  it("[WC5] a played match's score on /worldcup opens the match page the score tables open", async () => {
    const context = await e2e.context({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/worldcup?season=2018&tab=schedule`);
    // Nigeria–Argentina (1-2, 27 June 02:00 Beijing) is over: its score is a link to its /livedetail page.
    const row = page.locator('.wc-match', { hasText: '尼日利亚' }).filter({ hasText: '阿根廷' });
    const link = row.locator('.wc-score a');
    await link.waitFor();
    expect(await link.innerText()).toBe('1-2');
    const id = await row.getAttribute('data-match-id');
    await link.click();
    await page.waitForURL(new RegExp(`/livedetail/football/${id}/live$`));
    await expect
      .poll(() => page.locator('body').innerText(), { timeout: 10_000 })
      .toMatch(/尼日利亚[\s\S]*阿根廷/);
    // A match not begun (the round of 16) is no link.
    await page.goBack();
    const r16 = page.locator('.wc-match', { hasText: '1/8决赛' }).first();
    await r16.waitFor();
    expect(await r16.locator('a').count()).toBe(0);
    await context.close();
  });

  it('on a 390 px phone the 资料库 credit line keeps its words off the screen edges', async () => {
    const context = await e2e.context({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/database/cup/75/2018`);
    const credit = page.getByTestId('source-credit');
    await credit.waitFor();
    // Where the words themselves sit (the paragraph's box spans the page either way).
    const words = await credit.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const box = range.getBoundingClientRect();
      return { left: box.left, right: window.innerWidth - box.right };
    });
    expect(words.left).toBeGreaterThanOrEqual(8);
    expect(words.right).toBeGreaterThanOrEqual(8);
    await context.close();
  });
});
