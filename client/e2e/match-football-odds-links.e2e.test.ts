import type { FootballMatch } from '@kuyi/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getJson } from './feed-watch.ts';
import { useE2E } from './fixture.ts';

/**
 * The football match page's ways out and its 指数 summary against the real feed and gateway: the league name
 * in the header leads to the competition's 资料库 page, the 积分 table's teams to their fixtures there, and
 * 分析 shows each company's 初盘 / 即时 in a table that fits a 320–375 px phone without sideways scrolling.
 */
const e2e = useE2E({ seed: 7, speed: 60, start: '20:00' });

/** A match in play in a top league (the 资料库 holds every competition of the synthetic day). */
async function pickMatch(): Promise<FootballMatch> {
  const day = await getJson<{ matches: FootballMatch[] }>(`${e2e.stack.url}/sc/api/football/scheduleByDate`);
  const match = day.matches.find((m) => m.state === 1 || m.state === 3) ?? day.matches[0];
  if (!match) throw new Error('no football match today');
  return match;
}

/** How far the page, and the 指数 table's scroll box, run past their width (0 when they fit). */
const overflows = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector<HTMLElement>('[data-testid="odds-summary"] table');
    const box = table?.parentElement;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      odds: box ? box.scrollWidth - box.clientWidth : -1,
    };
  });

describe('football match page: 资料库 links and the 指数 summary', () => {
  it('the header’s league name opens the competition’s 资料库 page', async () => {
    const match = await pickMatch();
    const page = await e2e.open(`/livedetail/football/${match.id}/live`);
    const link = page.getByTestId('league-link');
    await link.waitFor();
    expect(await link.textContent()).toBe(match.leagueName);
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^/database/(league|cup)/${match.leagueId}(/|$)`));
    await link.click();
    await page.waitForURL(`**${href}`);
    await page.getByTestId(href.startsWith('/database/cup/') ? 'cup-page' : 'league-page').waitFor();
    expect(await page.locator('.db-title').textContent()).toContain(match.leagueName);
    await page.context().close();
  });

  it('积分: a team of the table opens its fixtures in that 资料库 season', async () => {
    const match = await pickMatch();
    const page = await e2e.open(`/livedetail/football/${match.id}/integral`);
    await page.getByTestId('integral').waitFor();
    const team = page.locator('.fm-hl-home .fm-team-col a').first();
    await team.waitFor();
    const href = (await team.getAttribute('href')) ?? '';
    expect(href).toContain(`?team=${match.homeId}#fixtures`);
    await team.click();
    await page.waitForURL(`**${href.replace(/#.*$/, '')}*`);
    // A league lists "<team> 本赛季赛程赛果", a cup its 球队赛程赛果 section.
    await page
      .locator('#fixtures')
      .getByText(new RegExp(`${match.homeName} 本赛季赛程赛果|球队赛程赛果`))
      .first()
      .waitFor();
    await page.context().close();
  });

  it.each([320, 375])(
    '分析 at %i px: 指数 shows 初盘 and 即时 (or 终盘) and nothing runs off the screen',
    async (width) => {
      const match = await pickMatch();
      const page = await (
        await e2e.context({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true })
      ).newPage();
      await page.goto(`${e2e.stack.url}/livedetail/football/${match.id}/analysis`);
      const panel = page.getByTestId('odds-summary');
      await panel.locator('table').waitFor();
      const labels = await panel.locator('.fm-odds-kind').allTextContents();
      expect(labels[0]).toBe('初盘');
      expect(['即时', '终盘']).toContain(labels[1]);
      expect(await panel.getByRole('link', { name: '全部公司与变化 ›' }).getAttribute('href')).toBe(
        `/handicap/odds?matchId=${match.id}`,
      );
      expect(await overflows(page)).toEqual({ page: 0, odds: 0 });
      // 欧赔 has the widest prices (3.75, 12.00): it fits too.
      await panel.getByRole('button', { name: '欧赔' }).click();
      await panel.locator('table[data-market="ou"]').waitFor();
      expect(await overflows(page)).toEqual({ page: 0, odds: 0 });
      await page.getByTestId('analysis').waitFor();
      expect(await overflows(page)).toMatchObject({ page: 0 });
      await page.context().close();
    },
  );
});
