import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TIMEZONE } from './browser.ts';
import { useE2E } from './fixture.ts';
import { registerContext } from './session.ts';

/**
 * Tablets and small laptops (641–1000 px), between the phone layout and the 1200 px desktop: the nine
 * sections of the one-row header squeezed to one character a line at 641 px, and the score tables'
 * desktop columns (971 px of football, 1051 of basketball) pushed /football and /basketball past the window,
 * and the odds centre's 860 px day list hid its prices behind a swipe.
 * Plain viewports, not `isMobile`: a mobile layout viewport grows to fit the widest content.
 */
const WIDTHS = [641, 700, 768] as const;

const e2e = useE2E({ seed: 7, speed: 30, start: '20:00' });

/** How far the page reaches past the window's right edge, in px (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

/** Each section link whose label does not sit on one line, or that cannot be scrolled into the window. */
const badLinks = (page: Page) =>
  page.getByRole('navigation', { name: '主导航' }).evaluate((nav) =>
    [...nav.querySelectorAll<HTMLElement>('a')]
      .filter((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        link.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const box = link.getBoundingClientRect();
        return lines !== 1 || box.left < 0 || box.right > window.innerWidth;
      })
      .map((link) => link.textContent),
  );

async function matchId(): Promise<string> {
  const day = (await (await fetch(`${e2e.stack.url}/sc/api/football/scheduleByDate?lang=0`)).json()) as {
    data: { matches: { id: string }[] };
  };
  return day.data.matches[0]?.id ?? '';
}

describe('tablet widths (641, 700, 768 px)', () => {
  it('every section of the header reads on one line and scrolls into sight', async () => {
    for (const width of WIDTHS) {
      const page = await e2e.browser.newPage({
        viewport: { width, height: 900 },
        locale: 'zh-CN',
        timezoneId: TIMEZONE,
      });
      await page.goto(`${e2e.stack.url}/newsMore`);
      await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '资讯' }).waitFor();
      expect({ width, bad: await badLinks(page), overflow: await overflow(page) }).toEqual({
        width,
        bad: [],
        overflow: 0,
      });
      await page.close();
    }
  });

  it('a logged-in header keeps within the window', async () => {
    const { context, page } = await registerContext(e2e.browser, e2e.stack.url, 'tablet', {
      width: 641,
      height: 900,
    });
    await page.goto(`${e2e.stack.url}/`);
    await page.locator('.header-user-name').waitFor();
    expect({ bad: await badLinks(page), overflow: await overflow(page) }).toEqual({ bad: [], overflow: 0 });
    await context.close();
  });

  it('the main pages never scroll sideways', async () => {
    const id = await matchId();
    const paths = [
      ['/', '.site-footer'],
      ['/football', '.m-row'],
      ['/basketball', '.m-row'],
      ['/handicap', '[data-testid="handicap-today"] tbody tr'],
      ['/database', '.site-footer'],
      ['/forum', '.site-footer'],
      ['/arena', '.site-footer'],
      ['/newsMore', '.site-footer'],
      ['/ai', '.site-footer'],
      ['/worldcup', '.site-footer'],
      ['/payment', '.site-footer'],
      [`/livedetail/football/${id}/live`, '.site-footer'],
      [`/livedetail/football/${id}/analysis`, '.site-footer'],
    ] as const;
    for (const width of WIDTHS) {
      const page = await e2e.browser.newPage({
        viewport: { width, height: 900 },
        locale: 'zh-CN',
        timezoneId: TIMEZONE,
      });
      for (const [path, ready] of paths) {
        await page.goto(`${e2e.stack.url}${path}`);
        await page.locator(ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect({ width, path, overflow: await overflow(page) }).toEqual({ width, path, overflow: 0 });
      }
      await page.close();
    }
  });

  it("the odds centre's day list shows its prices without a swipe inside its box", async () => {
    const page = await e2e.browser.newPage({
      viewport: { width: 768, height: 900 },
      locale: 'zh-CN',
      timezoneId: TIMEZONE,
    });
    await page.goto(`${e2e.stack.url}/handicap`);
    await page.getByTestId('handicap-today').locator('tbody tr').first().waitFor();
    // The 860 px table scrolled inside its box at 641-900 px: 大小 and 欧赔 sat past the window's edge.
    const hidden = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="handicap-today"] tbody tr')]
        .slice(0, 10)
        .flatMap((row) =>
          [...row.querySelectorAll<HTMLElement>('td.hc-odds, td.hc-teams')].filter((cell) => {
            const box = cell.getBoundingClientRect();
            return box.width === 0 || box.left < 0 || box.right > window.innerWidth;
          }),
        )
        .map((cell) => cell.textContent),
    );
    expect(hidden).toEqual([]);
    await page.close();
  });

  it("an iPad's 1024 px keeps basketball's desktop table, thinned: the quarters stay, 半场 and 分差 go, nothing overflows", async () => {
    const page = await e2e.browser.newPage({
      viewport: { width: 1024, height: 900 },
      locale: 'zh-CN',
      timezoneId: TIMEZONE,
    });
    await page.goto(`${e2e.stack.url}/basketball`);
    await page.locator('.m-row').first().waitFor();
    const heads = await page.locator('.live-table .t-head .cell').allTextContents();
    expect(heads).toEqual(expect.arrayContaining(['一节', '四节', '全场']));
    expect(heads).not.toContain('分差/总分');
    expect(await overflow(page)).toBe(0);
    await page.close();
  });

  it('the score rows are not covered by the floating side bar', async () => {
    const page = await e2e.browser.newPage({
      viewport: { width: 768, height: 900 },
      locale: 'zh-CN',
      timezoneId: TIMEZONE,
    });
    for (const sport of ['football', 'basketball']) {
      await page.goto(`${e2e.stack.url}/${sport}`);
      await page.locator('.m-row').nth(8).waitFor();
      const covered = await page.evaluate(
        () =>
          [...document.querySelectorAll('.m-row')]
            .map((row) => row.getBoundingClientRect())
            .filter((r) => r.top >= 0 && r.bottom <= window.innerHeight)
            .filter((r) =>
              [10, 30, 50].some((inset) =>
                Boolean(
                  document.elementFromPoint(r.right - inset, r.top + r.height / 2)?.closest('.side-bar'),
                ),
              ),
            ).length,
      );
      expect({ sport, covered }).toEqual({ sport, covered: 0 });
    }
    await page.close();
  });
});
