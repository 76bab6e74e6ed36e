import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './fixture.ts';
import { registerThroughPage } from './session.ts';

/**
 * Issue 14 arena end to end in Chromium against the real feed (speed 60: a match takes about two minutes)
 * and gateway: a user publishes a 亚盘 pick on a match about to kick off, the match plays out, the settler
 * settles the pick, the match page's 推荐 tab shows its result and the week's ranking lists the user.
 */
let page: Page;

// 14:40 on the feed's clock: the synthetic day has kick-offs on the hour.
const e2e = useE2E({ seed: 14, speed: 60, start: '14:40', env: { ARENA_SETTLE_MS: '1000' } });

beforeAll(async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'zh-CN' });
  page = await context.newPage();
}, 120_000);

interface Row {
  id: string;
  state: number;
  kickoff: number;
  odds: { ya: unknown };
}

/** The next match that kicks off at least 8 feed minutes (8 s) from now and has a 亚盘 line. */
async function matchAboutToStart(): Promise<Row> {
  const res = await fetch(`${e2e.stack.url}/sc/api/football/scheduleByDate?lang=0`);
  const body = (await res.json()) as { data: { serverTime: number; matches: Row[] } };
  const { serverTime, matches } = body.data;
  const next = matches
    .filter((m) => m.state === 0 && m.odds.ya && m.kickoff - serverTime > 8 * 60_000)
    .sort((a, b) => a.kickoff - b.kickoff)[0];
  if (!next) throw new Error('no upcoming match with odds');
  return next;
}

describe('arena in Chromium (issue 14)', () => {
  it('publishes a pick before kick-off; after the final whistle it shows its result and the ranking lists the user', async () => {
    const { userName } = await registerThroughPage(page, e2e.stack.url, 'arena');

    const match = await matchAboutToStart();
    await page.goto(`${e2e.stack.url}/arena/forecast?matchId=${match.id}`);
    const publish = page.getByRole('form', { name: '发布推荐' });
    await publish.getByRole('tab', { name: '亚盘' }).click();
    await publish.locator('input[name="selection"]').first().check();
    await publish.locator('textarea').fill('主队<script>alert(1)</script>近况更好');
    await publish.getByRole('button', { name: '发布推荐' }).click();
    await page.getByText('发布成功，推荐已锁定：').waitFor();
    const card = page.getByTestId('arena-pick');
    expect(await card.getByTestId('arena-pick-status').textContent()).toBe('待结算');
    expect(await card.locator('.arena-reason').innerHTML()).toBe('主队近况更好');

    // The match page's 推荐 tab lists the pick and, once the match is over, its result.
    await page.goto(`${e2e.stack.url}/livedetail/football/${match.id}/recommend`);
    const mine = page.getByTestId('recommend').getByTestId('arena-pick').filter({ hasText: userName });
    await mine
      .getByTestId('arena-pick-status')
      .filter({ hasText: /^(赢|赢半|走|输半|输)$/ })
      .waitFor({ timeout: 300_000 });
    // The model published its own pick on the match (once a minute for today's open matches); it settles too.
    const model = page.getByTestId('recommend').getByTestId('arena-pick').filter({ hasText: '模型推荐' });
    await model
      .getByTestId('arena-pick-status')
      .filter({ hasText: /^(赢|赢半|走|输半|输)$/ })
      .waitFor({ timeout: 30_000 });

    await page.goto(`${e2e.stack.url}/arena/ranking`);
    const table = page.getByTestId('arena-ranking');
    await table.getByRole('link', { name: userName }).waitFor();

    await page.goto(`${e2e.stack.url}/userarea/forecast`);
    await page.getByRole('heading', { name: '我的推荐' }).waitFor();
    // The heading paints before the list's answer: wait for the pick, then check it is the only one.
    await page.getByTestId('arena-pick').first().waitFor();
    expect(await page.getByTestId('arena-pick').count()).toBe(1);
  }, 420_000);
});
