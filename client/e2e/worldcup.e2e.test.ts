import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './fixture.ts';
import { repoRoot } from './stack.ts';

/**
 * Issue 12, World Cup: /worldcup against the real feed (reading the openfootball files of ../shared/data)
 * and the real gateway, in Debian's Chromium.
 */
const DATA = process.env.KUYI_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
const present = existsSync(path.join(DATA, 'openfootball-worldcup', '2022', 'worldcup.json'));
if (!present) console.warn(`[worldcup] 跳过：找不到 ${DATA}/openfootball-worldcup（设置 KUYI_DATA_DIR）`);

const pick = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

describe.skipIf(!present)('[WC6] /worldcup in Chromium', () => {
  const e2e = useE2E({ seed: 7, speed: 1 });
  const open = (path: string, width = 1400) => e2e.open(path, { viewport: { width, height: 900 } });

  it('2022: the bracket ends with 阿根廷 3-3 法国, penalties 4-2, and Argentina are champions', async () => {
    const page = await open('/worldcup');
    await page.locator('.wc-summary h2').waitFor();
    await pick(page, '2022');
    await expect.poll(() => page.locator('.wc-summary h2').textContent()).toBe('2022年卡塔尔世界杯');
    expect(await page.getByTestId('wc-champion').textContent()).toBe('冠军：阿根廷');
    await pick(page, '淘汰赛');
    const rounds = await page.locator('.wc-bk-round h3').allTextContents();
    expect(rounds).toEqual(['1/8决赛', '1/4决赛', '半决赛', '决赛']);
    const final = page.locator('.wc-bk-round[data-stage="final"] .wc-bk-tie');
    expect(await final.count()).toBe(1);
    expect(await final.locator('.wc-bk-name').allTextContents()).toEqual(['阿根廷', '法国']);
    expect(await final.locator('.wc-bk-goals').allTextContents()).toEqual(['3', '3']);
    expect(await final.locator('.wc-bk-result').textContent()).toBe('3-3 (点球 4-2)');
    // The winner of each tie is the one drawn in bold.
    expect(await final.locator('.wc-bk-team.won .wc-bk-name').textContent()).toBe('阿根廷');
    expect(await page.locator('.wc-bk-round[data-stage="r16"] .wc-bk-tie').count()).toBe(8);
    expect(page.url()).toContain('season=2022');
    await page.context().close();
  });

  it('2022: 姆巴佩 tops the scorers with 8; the schedule is by Beijing date', async () => {
    const page = await open('/worldcup?season=2022&tab=scorers');
    const first = page.locator('.wc-scorers tbody tr').first();
    await first.waitFor();
    expect((await first.locator('td').allTextContents()).slice(0, 4)).toEqual(['1', '姆巴佩', '法国', '8']);
    await pick(page, '赛程赛果');
    // The final kicked off at 18:00 in Doha: 23:00 on 18 December in Beijing.
    const finalDay = page.locator('.wc-day', { hasText: '12月18日' });
    const row = finalDay.locator('.wc-match', { hasText: '阿根廷' });
    expect(await row.locator('.wc-time').textContent()).toBe('23:00');
    expect(await row.locator('.wc-score').textContent()).toBe('3-3 (点球 4-2)');
    await page.context().close();
  });

  it('2026: 48 teams in 12 groups of four', async () => {
    const page = await open('/worldcup?season=2026');
    await page.locator('.wc-group').first().waitFor();
    expect(await page.locator('.wc-group').count()).toBe(12);
    expect(await page.locator('.wc-group tbody tr').count()).toBe(48);
    expect(await page.locator('.wc-summary').textContent()).toContain('48 支球队');
    await page.context().close();
  });

  it('is usable on a 390 px phone: the page never scrolls sideways, the bracket scrolls in its box', async () => {
    for (const tab of ['groups', 'schedule', 'bracket', 'scorers']) {
      const page = await open(`/worldcup?season=2022&tab=${tab}`, 390);
      await page.locator('.wc-tabs').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), tab).toBe(
        true,
      );
      await page.context().close();
    }
  });
});
