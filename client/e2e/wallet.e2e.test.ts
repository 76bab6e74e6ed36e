import { WRITE_GET_HEADER } from '@kuyi/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './fixture.ts';
import { registerContext, registerThroughPage } from './session.ts';

/**
 * Issue 13 wallet end to end in Chromium against the real gateway: a user registers with an SMS code (read
 * from the dev outbox), opens 我的账单 from the user centre and finds the welcome grant in both currencies.
 */
let page: Page;

const e2e = useE2E({ seed: 13, speed: 1 });

beforeAll(async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'zh-CN' });
  page = await context.newPage();
}, 120_000);

describe('wallet bill in Chromium (issue 13)', () => {
  it('registers, opens 我的账单 and sees the welcome grant of 100 金币 and 10.00 球币', async () => {
    await registerThroughPage(page, e2e.stack.url, 'bill');

    await page.goto(`${e2e.stack.url}/userarea`);
    await page.getByRole('link', { name: '我的账单' }).click();
    await page.waitForURL((url) => url.pathname === '/userarea/mybill');
    const balances = page.getByRole('region', { name: '账户余额' });
    await balances.getByText('100', { exact: true }).waitFor();
    await balances.getByText('10.00', { exact: true }).waitFor();

    const firstRow = page.locator('.mybill-table tbody tr').first();
    await firstRow.getByText('新用户注册奖励').waitFor();
    expect(await firstRow.locator('td.income').textContent()).toBe('+100');

    await page.getByRole('button', { name: /球币余额/ }).click();
    await page.getByText('球币明细').waitFor();
    await page.locator('.mybill-table td.income', { hasText: '+10.00' }).waitFor();

    await page.getByRole('button', { name: '支出', exact: true }).click();
    await page.getByText('暂无账单记录').waitFor();
  }, 120_000);

  it('[W10] on a 390 px phone a bill line naming a long post title wraps: 收支 and 余额 stay on the screen', async () => {
    const PHONE = { width: 390, height: 844 };
    const author = await registerContext(e2e.browser, e2e.stack.url, 'wa', PHONE);
    const reader = await registerContext(e2e.browser, e2e.stack.url, 'wr', PHONE);
    const title = '曼城主场对阵利物浦的焦点大战前瞻分析MessiRonaldoNeymarMbappe';
    const made = await author.context.request.post(`${e2e.stack.url}/api/user/posts/insert`, {
      data: { title, content: '<p>欢迎打赏</p>', parentId: 1, isMoneyReward: '', imageList: [] },
      headers: { origin: e2e.stack.url },
    });
    const post = await made.json();
    expect(post.code).toBe(200);
    const paid = await reader.context.request.get(
      `${e2e.stack.url}/api/user/userRewardPost/userRewardPostMoney?rewardMoney=1&postId=${post.data.id}&requestId=wallet-e2e-${Date.now()}`,
      // As the site's own fetch sends a write GET.
      { headers: { origin: e2e.stack.url, [WRITE_GET_HEADER]: '1' } },
    );
    expect((await paid.json()).code).toBe(200);
    const { page: phone } = reader;
    await phone.goto(`${e2e.stack.url}/userarea/mybill?coin=qiubi`);
    const row = phone.locator('.mybill-table tbody tr', { hasText: '打赏帖子' });
    await row.waitFor();
    const cells = await row
      .locator('td')
      .evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().right));
    expect(cells).toHaveLength(4);
    for (const right of cells) expect(right).toBeLessThanOrEqual(PHONE.width);
    await author.context.close();
    await reader.context.close();
  }, 120_000);

  it('[W10] opened straight on a 390 px phone (a reload, a link), 我的账单 shows its own tab in the menu strip', async () => {
    const PHONE = { width: 390, height: 844 };
    // A fresh context: logged in by cookie only, so the page restores the session before the menu shows.
    const fan = await registerContext(e2e.browser, e2e.stack.url, 'wt', PHONE);
    await fan.page.goto(`${e2e.stack.url}/userarea/mybill`);
    await fan.page.getByText('新用户注册奖励').waitFor();
    const tab = await fan.page
      .getByRole('navigation', { name: '个人中心菜单' })
      .getByRole('link', { name: '我的账单' })
      .evaluate((a) => {
        const r = a.getBoundingClientRect();
        return { left: r.left, right: r.right };
      });
    expect(tab.left).toBeGreaterThanOrEqual(0);
    expect(tab.right).toBeLessThanOrEqual(PHONE.width);
    await fan.context.close();
  }, 120_000);
});
