import type { BasketballMatch, CompanyOdds, FootballMatch } from '@kuyi/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getJson } from './feed-watch.ts';
import { subscriptions as subscriptionsOf, useE2E } from './fixture.ts';

/**
 * Issue 10 end to end: the odds centre against the real feed (60x, started at 20:00 Beijing so matches are
 * in play) and the real gateway, in Debian's Chromium.
 */

const e2e = useE2E({ seed: 7, speed: 60, start: '20:00' });

const open = (path: string, width = 1400) => e2e.open(path, { viewport: { width, height: 900 } });

const subscriptions = () => subscriptionsOf(e2e.stack);

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}

const compareRows = (page: Page) => page.locator('[data-testid="handicap-compare"] tbody tr');
const groups = (page: Page) => page.locator('[data-testid="handicap-compare"] th.hc-group').allTextContents();
/**
 * The group headers once they match `want` (or after 10 s, whatever they are): the URL changes a moment before
 * React re-renders the table, so reading right after waitForURL can still see the previous tab.
 */
async function groupsSettled(page: Page, want: string[]): Promise<string[]> {
  await page
    .waitForFunction(
      (w) =>
        JSON.stringify(
          [...document.querySelectorAll('[data-testid="handicap-compare"] th.hc-group')].map(
            (e) => e.textContent,
          ),
        ) === JSON.stringify(w),
      want,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  return groups(page);
}
const noSideScroll = () => document.documentElement.scrollWidth <= window.innerWidth;

/** The companies the feed quotes for a match right now. */
async function footballCompanies(matchId: string): Promise<CompanyOdds[]> {
  const odds = await getJson<{ matches: { companies: CompanyOdds[] }[] }>(
    `${e2e.stack.feedUrl}/sc/api/football/odds?cursor=0&matchId=${matchId}`,
  );
  return odds.matches[0]?.companies ?? [];
}

describe('odds centre /handicap in Chromium', () => {
  it('list → a match in play: every company, a company’s history chart and table, other tabs; leaving releases the channel', async () => {
    const page = await open('/handicap');
    const live = page.locator('[data-testid="handicap-today"] tr:has(.hc-status.live)').first();
    await live.waitFor();
    const before = await subscriptions();
    const id = await live.getAttribute('data-match-id');
    await live.locator('.hc-match-link').click();
    await page.waitForURL(`**/handicap/odds?matchId=${id}`);
    await page.getByTestId('handicap-match').waitFor();

    const companies = await footballCompanies(id as string);
    expect(companies.length).toBeGreaterThan(1);
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="handicap-compare"] tbody tr').length === n,
      companies.length,
    );
    const names = await compareRows(page).locator('.hc-company').allTextContents();
    expect(names.sort()).toEqual(companies.map((c) => c.companyName).sort());
    expect(await groups(page)).toEqual(['亚盘']);
    expect(await eventually(subscriptions, (n) => n === before + 1)).toBe(before + 1);

    // The second company's history: a recharts line and the steps.
    const second = companies.find((c) => c.companyId !== companies[0]?.companyId) as CompanyOdds;
    await page.getByRole('button', { name: second.companyName, exact: true }).click();
    await page.getByRole('heading', { name: `${second.companyName} · 亚盘变化` }).waitFor();
    await page.locator('[data-testid="handicap-chart"] svg path.recharts-curve').first().waitFor();
    expect(await page.locator('[data-testid="handicap-history"] tbody tr').count()).toBeGreaterThan(1);

    await page.getByRole('link', { name: '大小', exact: true }).click();
    await page.waitForURL(`**/handicap/ou?matchId=${id}`);
    expect(await groupsSettled(page, ['大小'])).toEqual(['大小']);
    await page.getByRole('heading', { name: `${second.companyName} · 大小变化` }).waitFor();
    await page.locator('[data-testid="handicap-chart"] svg path.recharts-curve').first().waitFor();

    await page.getByRole('link', { name: '三合一' }).click();
    await page.waitForURL(`**/handicap/triangle?matchId=${id}`);
    expect(await groupsSettled(page, ['亚盘', '欧赔', '大小'])).toEqual(['亚盘', '欧赔', '大小']);
    await page.getByRole('group', { name: '选择盘口' }).getByRole('button', { name: '欧赔' }).click();
    await page.getByRole('heading', { name: `${second.companyName} · 欧赔变化` }).waitFor();
    await page.locator('[data-testid="handicap-history"] th', { hasText: '返还率' }).waitFor();
    // Same channel across tabs: switching does not subscribe again.
    expect(await subscriptions()).toBe(before + 1);

    await page.getByRole('link', { name: '关于我们' }).click();
    await page.waitForURL('**/about');
    expect(await eventually(subscriptions, (n) => n === before)).toBe(before);
    await page.context().close();
  });

  it('a basketball game: companies compared over odds:basketball:{id}, honest about history', async () => {
    const day = await getJson<{ matches: BasketballMatch[] }>(
      `${e2e.stack.url}/sc/api/basketball/scheduleByDate`,
    );
    const game = day.matches.find((m) => m.state > 0) ?? day.matches[0];
    expect(game).toBeDefined();
    const withOdds = await getJson<{ matches: { match: BasketballMatch; companies: CompanyOdds[] }[] }>(
      `${e2e.stack.feedUrl}/sc/api/basketball/scheduleAddOdds?userId=0`,
    );
    const expected = withOdds.matches.find((m) => m.match.id === game?.id)?.companies ?? [];
    expect(expected.length).toBeGreaterThan(0);

    const page = await open(`/handicap/odds?sport=basketball&matchId=${game?.id}`);
    await page
      .getByTestId('handicap-match')
      .getByText(game?.homeName as string)
      .waitFor();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="handicap-compare"] tbody tr').length === n,
      expected.length,
    );
    expect(await groups(page)).toEqual(['让分']);
    const name = expected[1]?.companyName ?? (expected[0]?.companyName as string);
    await page.getByRole('button', { name, exact: true }).click();
    await page.getByRole('heading', { name: `${name} · 让分变化` }).waitFor();
    await page.getByText('暂无该公司的历史变化').waitFor();

    await page.getByRole('link', { name: '总分', exact: true }).click();
    await page.waitForURL(`**/handicap/ou?sport=basketball&matchId=${game?.id}`);
    expect(await groupsSettled(page, ['总分'])).toEqual(['总分']);
    await page.context().close();
  });

  it('at 390 px the list and a match scroll their tables, not the page', async () => {
    const page = await open('/handicap', 390);
    const row = page.locator('[data-testid="handicap-today"] tbody tr').first();
    await row.waitFor();
    expect(await page.evaluate(noSideScroll)).toBe(true);
    const id = await row.getAttribute('data-match-id');
    await row.locator('.hc-match-link').click();
    await page.waitForURL(`**/handicap/odds?matchId=${id}`);
    await compareRows(page).first().waitFor();
    await page.getByRole('link', { name: '三合一' }).click();
    await compareRows(page).first().waitFor();
    expect(await page.evaluate(noSideScroll)).toBe(true);
    await page.context().close();
  });

  it('an unknown match says so', async () => {
    const today = await getJson<{ matches: FootballMatch[] }>(
      `${e2e.stack.url}/sc/api/football/scheduleByDate`,
    );
    const unknown = `${today.matches[0]?.id.slice(0, 6)}99999`;
    const page = await open(`/handicap/odds?matchId=${unknown}`);
    await page
      .getByTestId('handicap-missing')
      .getByText(/未找到该比赛/)
      .waitFor();
    await page.context().close();
  });
});
