import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './fixture.ts';
import { registerContext, registerThroughPage } from './session.ts';

/**
 * Issue 15 end to end in Chromium against the real feed at 60× (a half takes 45 s) and gateway: a user
 * subscribes to matches in play on /ai and sees the goal reminder arrive as an in-page alert, then finds it
 * in 历史提醒 and the subscriptions in 我的提醒; then ([AI9]) does the same for basketball on the 篮球 tab and
 * sees a quarter-end reminder.
 */
let page: Page;

// 20:00 on the feed's clock: the evening's matches are in play.
const e2e = useE2E({ seed: 7, speed: 60, start: '20:00' });

beforeAll(async () => {
  page = await (await e2e.context()).newPage();
}, 120_000);

interface Row {
  id: string;
  state: number;
  periodStart: number | null;
}

/** Matches in their first half, the youngest first: the most football left to score in. */
async function firstHalves(): Promise<Row[]> {
  const res = await fetch(`${e2e.stack.url}/api/live/football/list`);
  const body = (await res.json()) as { data: { state: Record<string, Row> } };
  return Object.values(body.data.state)
    .filter((m) => m.state === 1)
    .sort((a, b) => (b.periodStart ?? 0) - (a.periodStart ?? 0));
}

describe('AI reminders in Chromium (issue 15)', () => {
  it('[AI1][AI4] subscribes to matches on /ai and sees the goal reminder arrive as the day plays', async () => {
    await registerThroughPage(page, e2e.stack.url, 'ai');

    await page.goto(`${e2e.stack.url}/ai`);
    await page.locator('table.ai-table').waitFor();
    let live: Row[] = [];
    for (let i = 0; i < 60 && live.length === 0; i++) {
      live = await firstHalves();
      if (live.length === 0) await new Promise((r) => setTimeout(r, 1_000));
    }
    expect(live.length).toBeGreaterThan(0);
    // Three matches in play (the default kinds include 进球): one of them scores within minutes at 60×.
    for (const m of live.slice(0, 3)) {
      const row = page.locator(`tr[data-match="${m.id}"]`);
      await row.getByRole('button', { name: /^订阅/ }).click();
      const panel = page.getByRole('group', { name: '订阅提醒' });
      expect(await panel.getByRole('checkbox', { name: '进球' }).isChecked()).toBe(true);
      await panel.getByRole('button', { name: '确定订阅' }).click();
      await row.getByRole('button', { name: /^已订阅/ }).waitFor();
    }

    const alert = page.locator('.ai-alert', { hasText: '进球！' }).first();
    await alert.waitFor({ timeout: 240_000 });
    const title = (await alert.locator('strong').textContent()) ?? '';
    expect(title).toMatch(/^进球！.+ \d+-\d+ .+$/);

    await page.goto(`${e2e.stack.url}/ai/history`);
    await page.locator('.ai-list li', { hasText: title }).first().waitFor();

    await page.goto(`${e2e.stack.url}/ai/mine`);
    await page.locator('tr[data-subscription]').first().waitFor();
    expect(await page.locator('tr[data-subscription]').count()).toBe(Math.min(3, live.length));
  }, 420_000);

  it('[AI9] subscribes to basketball matches in play on the 篮球 tab and sees a quarter-end reminder arrive', async () => {
    await page.goto(`${e2e.stack.url}/ai`);
    await page.getByRole('tab', { name: '篮球' }).click();
    await page.locator('table.ai-table').waitFor();
    let inPlay: Row[] = [];
    for (let i = 0; i < 60 && inPlay.length === 0; i++) {
      const res = await fetch(`${e2e.stack.url}/api/live/basketball/list`);
      const body = (await res.json()) as { data: { state: Record<string, Row> } };
      inPlay = Object.values(body.data.state).filter((m) => m.state >= 1 && m.state <= 3);
      if (inPlay.length === 0) await new Promise((r) => setTimeout(r, 1_000));
    }
    expect(inPlay.length).toBeGreaterThan(0);
    for (const m of inPlay.slice(0, 3)) {
      const row = page.locator(`tr[data-match="${m.id}"]`);
      await row.getByRole('button', { name: /^订阅/ }).click();
      const panel = page.getByRole('group', { name: '订阅提醒' });
      // Basketball offers its own kinds: 单节结束 on by default, no 进球.
      expect(await panel.getByRole('checkbox', { name: '单节结束' }).isChecked()).toBe(true);
      expect(await panel.getByRole('checkbox', { name: '进球' }).count()).toBe(0);
      await panel.getByRole('button', { name: '确定订阅' }).click();
      await row.getByRole('button', { name: /^已订阅/ }).waitFor();
    }
    await page
      .locator('.ai-alert', { hasText: /第.节结束|加时\d结束/ })
      .first()
      .waitFor({ timeout: 240_000 });

    await page.goto(`${e2e.stack.url}/ai/mine`);
    await page.locator('tr[data-subscription]', { hasText: '篮球比赛' }).first().waitFor();
  }, 420_000);

  it('[AI1] on a 390 px phone the /ai table keeps league, time, state, score and 订阅 each on one line', async () => {
    const phone = await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
    const p = await phone.newPage();
    await p.goto(`${e2e.stack.url}/ai`);
    await p.locator('table.ai-table tbody tr').first().waitFor();
    // A range over a cell's text has one client rect per line box it runs over.
    const broken = await p.evaluate(() => {
      const lines = (el: Element) => {
        const r = document.createRange();
        r.selectNodeContents(el);
        return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size;
      };
      const row = document.querySelector('table.ai-table tbody tr');
      const cells = [...(row?.children ?? [])];
      const picked = [
        cells[0],
        cells[1],
        cells[2],
        row?.querySelector('.ai-teams b'),
        row?.querySelector('button'),
      ];
      return picked.filter((el) => el && lines(el) > 1).map((el) => el?.textContent);
    });
    expect(broken).toEqual([]);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();
  });

  it('[AI1] on a 390 px phone 我的提醒 keeps the type, a short name and 取消订阅 on one line and the name readable', async () => {
    const { context, page: p } = await registerContext(e2e.browser, e2e.stack.url, 'aim', {
      width: 390,
      height: 844,
    });
    for (const [targetKind, targetId, targetName] of [
      ['league', '9001', '德乙'],
      ['match', '9002', '凯泽斯劳滕 vs 达姆施塔特'],
    ]) {
      const res = await context.request.post(`${e2e.stack.url}/api/ai/subscriptions`, {
        data: { targetKind, targetId, targetName, kinds: ['goal'] },
        headers: { origin: e2e.stack.url },
      });
      expect(((await res.json()) as { code: number }).code).toBe(200);
    }
    await p.goto(`${e2e.stack.url}/ai/mine`);
    await p.locator('tr[data-subscription]').nth(1).waitFor();
    const lines = await p.evaluate(() => {
      const count = (el: Element | null | undefined) => {
        if (!el) return 0;
        const r = document.createRange();
        r.selectNodeContents(el);
        return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size;
      };
      return [...document.querySelectorAll('tr[data-subscription]')].map((row) => ({
        type: count(row.children[0]),
        name: count(row.children[1]),
        cancel: count(row.querySelector('button')),
      }));
    });
    // Newest first: the match, then the league. 德乙 was squeezed to 德/乙, the match name to a character a line.
    expect(lines[1]).toEqual({ type: 1, name: 1, cancel: 1 });
    expect(lines[0]?.type).toBe(1);
    expect(lines[0]?.cancel).toBe(1);
    expect(lines[0]?.name).toBeLessThanOrEqual(3);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('[AI6] on a 390 px phone 历史提醒 keeps each reminder’s date and time on one line', async () => {
    const { context, page: p } = await registerContext(e2e.browser, e2e.stack.url, 'aih', {
      width: 390,
      height: 844,
    });
    const reminder = (id: number, title: string) => ({
      id,
      sport: 'football',
      kind: 'full',
      matchId: `9${id}`,
      title,
      body: '比赛结束',
      createdAt: '2026-11-27T06:37:00.000Z',
      read: false,
    });
    // Titles as the generator writes them: long team names push the time to the end of the line.
    const list = [
      reminder(1, '完场：斯特兰拉尔 0-1 东基尔布赖德'),
      reminder(2, '半场结束：布伦瑞克 0-1 凯泽斯劳滕'),
    ];
    await p.route('**/api/ai/reminders?*', (route) =>
      route.fulfill({
        json: { code: 200, msg: '查询成功', data: { list, total: 2, page: 1, limit: 20, unread: 2 } },
      }),
    );
    await p.goto(`${e2e.stack.url}/ai/history`);
    await p.locator('.ai-list li time').nth(1).waitFor();
    const lines = await p.evaluate(() =>
      [...document.querySelectorAll('.ai-list li time')].map((el) => {
        const r = document.createRange();
        r.selectNodeContents(el);
        return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size;
      }),
    );
    // "2026-11-27" closed one line and "14:37" opened the next.
    expect(lines).toEqual([1, 1]);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
