import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './fixture.ts';
import { registerContext, registerThroughPage } from './session.ts';

/**
 * Issue 16 end to end in Chromium against the real gateway (PAY_PROVIDER=dev): a user registers, opens
 * /payment, picks the 6 元 package, approves the payment on the dev sandbox page (which calls the signed
 * notify), and the payment page's polling shows the success while the 球币 balance rises by 6.
 */
let page: Page;

const e2e = useE2E({ seed: 16, speed: 1 });

beforeAll(async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'zh-CN' });
  page = await context.newPage();
}, 120_000);

describe('dev-sandbox recharge in Chromium (issue 16)', () => {
  it('[PAY9] logs in → /payment → 6 元 → sandbox approves → the 球币 balance rises from 10.00 to 16.00; a reloaded order resumes with one QR code and 取消订单 closes it', async () => {
    await registerThroughPage(page, e2e.stack.url, 'pay');

    await page.goto(`${e2e.stack.url}/payment`);
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

    // A second order: its 充值记录 row points at the QR code above instead of opening a second one.
    await page.getByRole('button', { name: '继续充值' }).click();
    await page.getByRole('button', { name: /31球币/ }).click();
    await page.getByRole('button', { name: '立即支付' }).click();
    await page.getByTestId('pay-qr').waitFor();
    const row = page.getByTestId('pay-order-row').filter({ hasText: '待支付' });
    await row.getByText('支付中，请扫描上方二维码').waitFor();
    expect(await row.getByRole('button', { name: '继续支付' }).count()).toBe(0);
    // Reloaded mid-payment: 继续支付 brings back that order's one QR code, however often it is pressed.
    await page.reload();
    const again = page.getByTestId('pay-order-row').filter({ hasText: '待支付' });
    await again.getByRole('button', { name: '继续支付' }).dblclick();
    await again.getByTestId('pay-qr').waitFor();
    expect(await page.getByTestId('pay-qr').count()).toBe(1);
    expect(await page.getByTestId('pay-order-row').count()).toBe(2);
    // 取消订单 closes it: no QR code, the row reads 已关闭 and the balance is unchanged.
    await again.getByRole('button', { name: '取消订单' }).click();
    await page.getByText('订单已取消').waitFor();
    expect(await page.getByTestId('pay-qr').count()).toBe(0);
    await page.locator('.pay-orders-status', { hasText: '已关闭' }).waitFor();
    expect(await balance.textContent()).toBe('16.00');

    // The bill lists the recharge.
    await page.goto(`${e2e.stack.url}/userarea/mybill`);
    await page.getByRole('button', { name: /球币余额/ }).click();
    await page.locator('.mybill-table td.income', { hasText: '+6.00' }).waitFor();
  }, 180_000);

  it('[PAY9] on a phone: 立即支付 offers 打开支付宝 (no QR code), the same order is paid on its pay page in this tab, and 返回充值中心 shows 支付成功 with the balance up by 6', async () => {
    const { context, page: phone } = await registerContext(e2e.browser, e2e.stack.url, 'payphone', {
      width: 390,
      height: 844,
    });
    await phone.goto(`${e2e.stack.url}/payment`);
    const balance = phone.getByTestId('qiubi-balance');
    await balance.filter({ hasText: '10.00' }).waitFor({ timeout: 30_000 });
    await phone.getByRole('button', { name: /6球币/ }).click();
    await phone.getByRole('button', { name: '立即支付' }).click();
    const button = phone.getByRole('link', { name: '打开支付宝' });
    await button.waitFor();
    expect(await phone.getByTestId('pay-qr').count()).toBe(0);
    const orderNo = new URL(String(await button.getAttribute('href')), e2e.stack.url).searchParams.get(
      'orderNo',
    );
    expect(orderNo).toMatch(/^KY\d{14}[0-9a-f]{12}$/);

    // Left unpaid: the browser's back comes to the same order, still open, its button and the poll again.
    await button.click();
    await phone.getByRole('button', { name: '确认支付' }).waitFor();
    await phone.goBack();
    await phone.getByRole('link', { name: '打开支付宝' }).waitFor();
    await phone.getByText('等待支付…').waitFor();
    expect(await phone.getByTestId('pay-order-row').count()).toBe(1);

    // Paid: the sandbox posts the signed notify, and its 返回充值中心 lands on that order's result.
    await phone.getByRole('link', { name: '打开支付宝' }).click();
    await phone.getByText('¥6.00').waitFor();
    await phone.getByRole('button', { name: '确认支付' }).click();
    await phone.getByRole('heading', { name: '支付成功' }).waitFor();
    await phone.getByRole('link', { name: '返回充值中心' }).click();
    await phone.getByText('支付成功，6.00球币已到账').waitFor({ timeout: 30_000 });
    await balance.filter({ hasText: '16.00' }).waitFor({ timeout: 30_000 });
    expect(new URL(phone.url()).searchParams.get('orderNo')).toBeNull();
    // One order, credited once: no second order was made on the way.
    expect(await phone.getByTestId('pay-order-row').count()).toBe(1);
    await context.close();
  }, 180_000);
});
