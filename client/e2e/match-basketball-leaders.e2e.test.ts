import type { BasketballMatch } from '@kuyi/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getJson } from './feed-watch.ts';
import { useE2E } from './fixture.ts';

/**
 * 球员之最 on the basketball match page against the real feed (60x, the evening's CBA games in play from
 * 19:40 Beijing time) and the real gateway: it agrees with the box score under it and fits the narrowest
 * phones. The contexts are not `isMobile`, so `scrollWidth <= innerWidth` is an honest test (phone-fit).
 */
const e2e = useE2E({ seed: 7, speed: 60, start: '19:40' });

async function liveGame(): Promise<BasketballMatch> {
  const day = await getJson<{ matches: BasketballMatch[] }>(
    `${e2e.stack.url}/sc/api/basketball/scheduleByDate`,
  );
  const game = day.matches.find((m) => m.state >= 1 && m.state <= 8);
  if (!game) throw new Error('no basketball game in play');
  return game;
}

/**
 * In one read (so a live update cannot fall between them): each side's 得分 leader number, the top of the
 * box score's 得分 column, and whether anything of the page or of a leader cell is wider than its box.
 */
const readPage = (page: Page) =>
  page.evaluate(() => {
    const points = (side: string) => {
      const rows = [...document.querySelectorAll(`[data-testid="box-${side}"] tbody tr`)];
      // Column 2 of a row's cells is 得分 (时间 first).
      return Math.max(0, ...rows.map((r) => Number(r.querySelectorAll('td')[1]?.textContent ?? 0)));
    };
    const leader = (side: string) =>
      Number(
        document.querySelector(`[data-stat="points"] .bb-leader-${side} .bb-leader-value`)?.textContent ?? 0,
      );
    // A name cut with an ellipsis stays inside its box; one pushing past its cell's edge spills.
    const spills = (cell: Element) => {
      const box = cell.getBoundingClientRect();
      return [...cell.querySelectorAll('*')].some((el) => {
        const r = el.getBoundingClientRect();
        return r.left < box.left - 0.5 || r.right > box.right + 0.5;
      });
    };
    const cells = [...document.querySelectorAll('.bb-leaders td, .bb-leaders th')];
    const table = document.querySelector('.bb-leaders')?.getBoundingClientRect();
    return {
      page: (document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY) <= window.innerWidth,
      table: table !== undefined && table.left >= 0 && table.right <= window.innerWidth,
      spilling: cells.filter(spills).map((c) => c.textContent),
      home: [leader('home'), points('home')],
      away: [leader('away'), points('away')],
    };
  });

describe('球员之最 in Chromium', () => {
  for (const width of [320, 375]) {
    it(`at ${width} px: fits without sideways scrolling, no name spills its cell, and the 得分 leaders are the box score's top scorers`, async () => {
      const game = await liveGame();
      const page = await e2e.open(`/livedetail/basketball/${game.id}/live`, {
        viewport: { width, height: 800 },
      });
      await page.getByTestId('player-leaders').waitFor();
      await page.getByTestId('box-home').waitFor();
      const read = await readPage(page);
      expect({ width, page: read.page, table: read.table, spilling: read.spilling }).toEqual({
        width,
        page: true,
        table: true,
        spilling: [],
      });
      expect(read.home[0]).toBe(read.home[1]);
      expect(read.away[0]).toBe(read.away[1]);
      await page.context().close();
    });
  }
});
