import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './fixture.ts';
import { repoRoot } from './stack.ts';

/**
 * 球队资料 end to end: a team of the real 英超 2025-2026 table (football-data's E0.csv, ../shared/data) opened from
 * the 积分榜 in Debian's Chromium, at a desktop's width and a phone's. The expected fixtures are the feed's own
 * whole-season answer, counted here for the team.
 */
const DATA = process.env.KUYI_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
const present = existsSync(path.join(DATA, 'football-data-2025-26/E0.csv'));
if (!present) console.warn(`[database-team e2e] 跳过：找不到真实数据 ${DATA}`);

const e2e = useE2E({ seed: 7, speed: 0, start: '12:00' });

const SEASON = '/database/league/36/2025-2026';
const noSideScroll = () => document.documentElement.scrollWidth <= window.innerWidth;

/** The season's fixtures of `teamId` as the feed lists them (round 0: the whole season). */
const seasonFixtures = (page: Page, teamId: string) =>
  page.evaluate(async (id) => {
    const res = await fetch('/sc/api/football/leagueschedules?leagueId=36&season=2025-2026&round=0');
    const body = (await res.json()) as { data: { matches: { homeId: string; awayId: string }[] } };
    return body.data.matches.filter((m) => m.homeId === id || m.awayId === id).length;
  }, teamId);

describe.skipIf(!present)('球队资料 (/database/league/:id/:season/team/:teamId)', () => {
  it.each([1400, 375, 320])(
    'at %i px the 积分榜’s leader opens its page: every fixture of its season, its form as 胜/平/负 chips, no side scroll',
    async (width) => {
      const page = await e2e.open(SEASON, { viewport: { width, height: 900 } });
      const top = page.getByTestId('standings').locator('tbody tr').first();
      await top.waitFor();
      const name = (await top.locator('td.db-team a').textContent()) ?? '';
      const played = Number(await top.locator('td').nth(2).textContent());
      // The 积分榜's 近况, newest first (hidden on a phone, still in the page).
      const tableForm = await top.locator('.db-form i').allTextContents();
      await top.locator('td.db-team a').click();
      await page.waitForURL(/\/database\/league\/36\/2025-2026\/team\/[^/]+$/);
      const teamId = page.url().split('/').pop() ?? '';
      await page.getByTestId('team-page').waitFor();
      expect(await page.locator('h1.db-title').textContent()).toContain(name);

      const expected = await seasonFixtures(page, teamId);
      expect(expected).toBeGreaterThanOrEqual(played);
      await expect.poll(() => page.getByTestId('team-fixtures').locator('tbody tr').count()).toBe(expected);
      expect(await page.getByTestId('team-fixture-count').textContent()).toBe(
        `共${expected}场 · 已赛${played}场`,
      );

      const chips = page.getByTestId('team-form').locator('i');
      const form = await chips.allTextContents();
      expect(form.length).toBe(Math.min(6, played));
      for (const r of form) expect(['胜', '平', '负']).toContain(r);
      // The same recent results the 积分榜 shows, newest first.
      const n = Math.min(form.length, tableForm.length);
      expect(form.slice(0, n)).toEqual(tableForm.slice(0, n));
      // 胜 red, 负 green (the Chinese convention the 积分榜 uses).
      const colours = await chips.evaluateAll((els) =>
        els.map((e) => [e.textContent, getComputedStyle(e).backgroundColor]),
      );
      for (const [r, bg] of colours) {
        if (r === '胜') expect(bg).toBe('rgb(212, 56, 13)');
        if (r === '负') expect(bg).toBe('rgb(31, 157, 58)');
      }
      // Neither the page nor the fixtures table runs off a phone: 盘口 and 盘路 stay on the screen.
      expect(await page.evaluate(noSideScroll)).toBe(true);
      const over = await page
        .getByTestId('team-fixtures')
        .evaluate(
          (t) => (t.parentElement as HTMLElement).scrollWidth - (t.parentElement as HTMLElement).clientWidth,
        );
      expect(over).toBe(0);
      await page.context().close();
    },
  );

  it('opponents link to their own page; a finished score opens the match, whose header’s team names lead to 球队资料', async () => {
    const page = await e2e.open(SEASON);
    const first = page.getByTestId('standings').locator('tbody tr td.db-team a').first();
    await first.click();
    await page.getByTestId('team-fixtures').waitFor();
    const row = page
      .getByTestId('team-fixtures')
      .locator('tbody tr', { has: page.locator('.db-score a') })
      .first();
    const opponent = (await row.locator('td.db-team a').textContent()) ?? '';
    expect(await row.locator('td.db-team a').getAttribute('href')).toMatch(
      /^\/database\/league\/36\/2025-2026\/team\/[^/]+$/,
    );
    await row.locator('.db-score a').click();
    await page.waitForURL(/\/livedetail\/football\/\d+\/live$/);
    // The match header's team names lead to their 球队资料 (英超 is a league the 资料库 lists).
    const side = (await page.getByTestId('home-name').textContent()) === opponent ? 'home' : 'away';
    const link = page.locator(`a[data-testid="${side}-name"]`);
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^\/database\/league\/36\/2025-2026\/team\/[^/]+$/);
    await link.click();
    await page.getByTestId('team-page').waitFor();
    expect(await page.locator('h1.db-title').textContent()).toContain(opponent);
    await page.context().close();
  });
});
