import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type Stack, startStack } from './stack.ts';

/**
 * Issue 13 wallet end to end in Chromium against the real gateway: a user registers with an SMS code (read
 * from the dev outbox), opens 我的账单 from the user centre and finds the welcome grant in both currencies.
 */
let stack: Stack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startStack({ seed: 13, speed: 1 });
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'zh-CN' });
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const phone = `13${String(randomInt(0, 1e9)).padStart(9, '0')}`;
const userName = `bill${randomInt(0, 1e6)}`;
const password = 'kuyi2026a';

async function smsCode(): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${stack.url}/api/dev/sms-outbox?phone=${phone}`);
    const body = (await res.json()) as { code: number; data: { code: string } | null };
    if (body.code === 200 && body.data) return body.data.code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no SMS code arrived');
}

describe('wallet bill in Chromium (issue 13)', () => {
  it('registers, opens 我的账单 and sees the welcome grant of 100 金币 and 10.00 球币', async () => {
    await page.goto(`${stack.url}/regists`);
    const form = page.getByRole('form', { name: '注册' });
    await form.getByPlaceholder('请输入手机号').fill(phone);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await form.getByPlaceholder('请输入验证码').fill(await smsCode());
    await form.locator('input[name="userName"]').fill(userName);
    await form.locator('input[name="password"]').fill(password);
    await form.locator('input[name="confirmPassword"]').fill(password);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: '注册' }).click();
    await page.locator('.header-user-name', { hasText: userName }).waitFor();

    await page.goto(`${stack.url}/userarea`);
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
});
