import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type Stack, startStack } from './stack.ts';

/**
 * Issue 16 end to end in Chromium against the real gateway (PAY_PROVIDER=dev): a user registers, opens
 * /payment, picks the 6 元 package, approves the payment on the dev sandbox page (which calls the signed
 * notify), and the payment page's polling shows the success while the 球币 balance rises by 6.
 */
let stack: Stack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startStack({ seed: 16, speed: 1 });
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'zh-CN' });
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const phone = `13${String(randomInt(0, 1e9)).padStart(9, '0')}`;
const userName = `pay${randomInt(0, 1e6)}`;
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

describe('dev-sandbox recharge in Chromium (issue 16)', () => {
  it('[PAY9] logs in → /payment → 6 元 → sandbox approves → the 球币 balance rises from 10.00 to 16.00', async () => {
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

    await page.goto(`${stack.url}/payment`);
    const balance = page.getByTestId('qiubi-balance');
    await page.getByTestId('qiubi-balance').filter({ hasText: '10.00' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /6球币/ }).click();
    await page.getByRole('button', { name: '立即支付' }).click();
    await page.getByTestId('pay-qr').waitFor();
    await page.getByText('¥6.00').first().waitFor();

    // The tester "scans" the code: the sandbox page opens in a new tab and approves the payment.
    const [sandbox] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('sandbox-link').click(),
    ]);
    await sandbox.getByText('¥6.00').waitFor();
    await sandbox.getByRole('button', { name: '确认支付' }).click();
    await sandbox.getByRole('heading', { name: '支付成功' }).waitFor();
    await sandbox.close();

    await page.getByText('支付成功，6.00球币已到账').waitFor({ timeout: 30_000 });
    await page.getByTestId('qiubi-balance').filter({ hasText: '16.00' }).waitFor({ timeout: 30_000 });
    expect(await balance.textContent()).toBe('16.00');

    // The bill lists the recharge.
    await page.goto(`${stack.url}/userarea/mybill`);
    await page.getByRole('button', { name: /球币余额/ }).click();
    await page.locator('.mybill-table td.income', { hasText: '+6.00' }).waitFor();
  }, 180_000);
});
