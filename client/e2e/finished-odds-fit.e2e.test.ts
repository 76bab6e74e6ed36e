import { describe, expect, it } from 'vitest';
import { useE2E } from './fixture.ts';

/**
 * A finished row's 亚盘 cell holds the price, the line, the price and the settled result: with a long line
 * ("受两/两球半") the 140 px column cut the result badge (输 showed as half a character).
 */

// A fixed day, so 11-26 (seed 7) is the same finished list on every run; it has a 受两/两球半 line.
const e2e = useE2E({ seed: 7, speed: 1, date: '2026-11-27', start: '12:00' });

// Phones too: at 320–360 px the 亚盘 line had only the away column's width ("0.77 受平/半 0.9…", badge cut).
describe.each([
  { width: 1366, height: 900, isMobile: false },
  { width: 360, height: 740, isMobile: true },
  { width: 320, height: 640, isMobile: true },
])('完场 list at $width px', (viewport) => {
  it('every odds cell shows its line and its settled result whole, the longest lines included', async () => {
    const { isMobile, ...size } = viewport;
    const page = await (await e2e.context({ viewport: size, isMobile, hasTouch: isMobile })).newPage();
    await page.goto(`${e2e.stack.url}/football/end/2026-11-26`);
    await page.locator('.m-row .odd-result').first().waitFor();
    const cut = new Set<string>();
    let longest = false;
    // The list is virtual: scroll through it and look at the rows on screen each time.
    for (let y = 0; y < 40_000; y += 600) {
      const seen = await page.evaluate((top) => {
        window.scrollTo(0, top);
        const cells = [...document.querySelectorAll<HTMLElement>('.m-row .cell.odds')];
        return {
          cut: cells.filter((c) => c.scrollWidth > c.clientWidth).map((c) => c.textContent ?? ''),
          longest: cells.some((c) => c.textContent?.includes('受两/两球半')),
          end: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
        };
      }, y);
      for (const text of seen.cut) cut.add(text);
      longest ||= seen.longest;
      if (seen.end) break;
      await page.waitForTimeout(50);
    }
    expect(longest).toBe(true);
    expect([...cut]).toEqual([]);
    await page.context().close();
  });
});
