import { addDays, todayInBeijing } from '@kuyi/shared';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TIMEZONE } from './browser.ts';
import { useE2E } from './fixture.ts';

/**
 * Issue 11 end to end: what a fan meets first. A phone visitor (iPhone, 390×844) gets live scores rather
 * than a redirect (no app download site is configured), finished matches show their closing line's result,
 * and the home page lists today's big matches live.
 */

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const e2e = useE2E({ seed: 7, speed: 30, start: '20:00' });

async function phone(): Promise<BrowserContext> {
  return e2e.browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE_UA,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: TIMEZONE,
  });
}

// Against the 390 px screen, not innerWidth: an isMobile layout viewport widens to fit the widest content, so
// innerWidth grew with the page and the old check always held.
const noSideScroll = () => document.documentElement.scrollWidth <= 390;

describe('the site a fan arrives at (issue 11)', () => {
  it('a phone visitor registers and uses the user centre without sideways scrolling', async () => {
    const context = await phone();
    const page = await context.newPage();
    const phoneNo = `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const userName = `m${Math.floor(Math.random() * 1e6)}`;
    await page.goto(`${e2e.stack.url}/regists`);
    const form = page.getByRole('form', { name: '注册' });
    await form.getByPlaceholder('请输入手机号').fill(phoneNo);
    await form.getByRole('button', { name: '获取验证码' }).tap();
    let code = '';
    for (let i = 0; i < 50 && !code; i++) {
      const res = await fetch(`${e2e.stack.url}/api/dev/sms-outbox?phone=${phoneNo}`);
      const body = (await res.json()) as { code: number; data: { code: string } | null };
      if (body.code === 200 && body.data) code = body.data.code;
      else await new Promise((r) => setTimeout(r, 100));
    }
    await form.getByPlaceholder('请输入验证码').fill(code);
    await form.locator('input[name="userName"]').fill(userName);
    await form.locator('input[name="password"]').fill('kuyi2026a');
    await form.locator('input[name="confirmPassword"]').fill('kuyi2026a');
    await form.getByRole('checkbox').check();
    expect(await page.evaluate(noSideScroll)).toBe(true);
    await form.getByRole('button', { name: '注册' }).tap();
    await page.waitForURL((url) => url.pathname === '/');
    for (const path of ['/userarea/person', '/userarea/password', '/userarea/realname', '/userarea/mybill']) {
      await page.goto(`${e2e.stack.url}${path}`);
      await page.locator('.userarea, [class*="userarea"]').first().waitFor();
      expect({ path, fits: await page.evaluate(noSideScroll) }).toEqual({ path, fits: true });
    }
    await context.close();
  });

  it('a phone visitor sees live scores on /football in two-line rows and opens a match', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/football`);
    expect(new URL(page.url()).pathname).toBe('/football');
    await page.getByTestId('connection').and(page.locator('[data-status="live"]')).waitFor();
    await page.locator('.live-table.compact').waitFor();
    const row = page.locator('.m-row.is-live').first();
    await row.waitFor();
    // The essentials of a phone row: state, both teams and the score.
    for (const col of ['status', 'home', 'score', 'away'])
      expect(await row.locator(`[data-col="${col}"]`).isVisible()).toBe(true);
    expect(await page.evaluate(noSideScroll)).toBe(true);
    const id = await row.getAttribute('data-match-id');
    await row.locator('.c-score').tap();
    await page.waitForURL(`**/livedetail/football/${id}/live`);
    expect(await page.evaluate(noSideScroll)).toBe(true);
    await context.close();
  });

  it('finished matches show the closing line and its result (赢/输/走, 大/小)', async () => {
    const context = await e2e.context({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/football/end`);
    await page.locator('.m-row[data-state="-1"]').first().waitFor();
    const results = await page.locator('.m-row[data-state="-1"] .c-ya .odd-result').allTextContents();
    expect(results.length).toBeGreaterThan(3);
    for (const r of results) expect(['赢', '赢半', '走', '输半', '输']).toContain(r);
    const totals = await page.locator('.m-row[data-state="-1"] .c-da .odd-result').allTextContents();
    for (const r of totals) expect(['大', '大半', '走', '小半', '小']).toContain(r);
    await context.close();
  });

  it('the company switch fills the odds columns from another bookmaker and is remembered', async () => {
    const context = await e2e.context({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/football/end`);
    const row = page.locator('.m-row[data-state="-1"]').first();
    await row.waitFor();
    const id = await row.getAttribute('data-match-id');
    await page.getByLabel('赔率公司').selectOption({ label: '皇冠' });
    const res = await fetch(`${e2e.stack.url}/sc/api/football/odds2?date=${await dayOf(page)}&companyId=3`);
    const body = (await res.json()) as {
      data: { matches: { match: { id: string }; odds: { ya: { close?: { home: number } } } }[] };
    };
    const want = body.data.matches.find((m) => m.match.id === id)?.odds.ya.close?.home;
    expect(want).toBeDefined();
    const cell = page.locator(`[data-match-id="${id}"] .c-ya .odd`).first();
    await expect.poll(() => cell.textContent()).toBe(want?.toFixed(2));
    await page.reload();
    expect(await page.getByLabel('赔率公司').inputValue()).toBe('3');
    await context.close();
  });

  it("the home page lists today's big matches live", async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/`);
    const block = page.getByRole('region', { name: '足球焦点' });
    await block.locator('.top-row').first().waitFor();
    const ids = await block
      .locator('.top-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-match-id')));
    expect(ids.length).toBeGreaterThan(0);
    expect(await page.evaluate(noSideScroll)).toBe(true);
    // A match in play shows a running minute.
    await expect
      .poll(() => block.locator('.top-status.live').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await context.close();
  });
});

/** The day the /football/end page shows (its active date tab). */
async function dayOf(page: import('playwright-core').Page): Promise<string> {
  const url = new URL(page.url());
  const m = url.pathname.match(/\d{4}-\d{2}-\d{2}/);
  if (m) return m[0];
  const res = await fetch(`${e2e.stack.url}/sc/api/football/footBallScheduleV2?limit=1`);
  const body = (await res.json()) as { data: { serverTime: number } };
  return addDays(todayInBeijing(body.data.serverTime), -1);
}
