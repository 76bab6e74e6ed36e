import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './fixture.ts';
import { registerContext } from './session.ts';

/**
 * What a Chromium audit at phone width (390×844) found on the home page and the 资料库 cup page: a
 * basketball score of the 焦点 block broken over two lines ("125 -" / "125"), the 小组积分 group names against
 * the screen edge, the bracket's round names (1/8决赛, 1/4决赛 …) each at a different height, and a long user
 * name (16 characters) pushing APP下载 and the user onto a second header row under the logo, and the hero's four
 * 快速入口 wrapping as three and one (资料库 alone on its row).
 * Layout only a browser shows, so an e2e test; plain 390 px contexts as in phone-fit.e2e.test.ts.
 */
const PHONE = { width: 390, height: 844 };

const e2e = useE2E({ seed: 7, speed: 30, start: '20:00' });

/** How many lines an element's text takes. */
const lines = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

describe('phone layouts (390 px): home and 资料库', () => {
  it('a 焦点 score as wide as a basketball one (125 - 125) stays on one line', async () => {
    const page = await (await e2e.context({ viewport: PHONE })).newPage();
    await page.goto(e2e.stack.url);
    const score = page.locator('.top-score').first();
    await score.waitFor();
    await score.evaluate((el) => {
      el.textContent = '125 - 125';
    });
    expect(await lines(page, '.top-score >> nth=0')).toBe(1);
    await page.context().close();
  });

  it("the hero's four 快速入口 sit two by two, not three and one", async () => {
    const page = await (await e2e.context({ viewport: PHONE })).newPage();
    await page.goto(e2e.stack.url);
    const links = page.getByRole('navigation', { name: '快速入口' }).getByRole('link');
    await links.first().waitFor();
    const rows = await links.evaluateAll((as) => as.map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(rows).toHaveLength(4);
    expect([rows[0] === rows[1], rows[2] === rows[3], rows[0] !== rows[2]]).toEqual([true, true, true]);
    await page.context().close();
  });

  it('the cup page keeps group names off the screen edge and lines the bracket rounds up', async () => {
    const page = await (await e2e.context({ viewport: PHONE })).newPage();
    await page.goto(`${e2e.stack.url}/database/cup/103`);
    const group = page.locator('.db-group h3').first();
    await group.waitFor();
    const text = await group.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().left;
    });
    expect(text).toBeGreaterThanOrEqual(8);
    const tops = await page
      .locator('.db-bracket-col > h3')
      .evaluateAll((hs) => hs.map((h) => Math.round(h.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(1);
    expect(new Set(tops).size).toBe(1);
    await page.context().close();
  });

  it('a 16-character user name keeps APP下载 and the user on the logo row', async () => {
    const { context, page } = await registerContext(e2e.browser, e2e.stack.url, 'WWWWWWWWWW', PHONE);
    await page.goto(e2e.stack.url);
    await page.locator('.header-user-name').waitFor();
    const logo = await page.locator('.logo').boundingBox();
    const right = await page.locator('.header-right').boundingBox();
    expect(logo && right && Math.abs(logo.y + logo.height / 2 - (right.y + right.height / 2)) < 8).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});
