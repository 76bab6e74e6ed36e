import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './fixture.ts';
import { freshPhone, outboxCode, registerThroughPage } from './session.ts';

/**
 * [UA5] in Chromium: the page's reminder socket is ended with its login. The same account, logged in on a
 * second device (this test's fetch), moves to a new phone; the page, left alone, logs out and opens the login
 * box saying 请先登录 — no reload, no click.
 */
let page: Page;
const e2e = useE2E({ seed: 3, speed: 60, start: '20:00' });

beforeAll(async () => {
  page = await (await e2e.context()).newPage();
}, 120_000);

/** Resolves when the page's reminder socket has joined its user's room (the join's ack frame). */
function reminderJoined(p: Page): Promise<void> {
  return new Promise((resolve) => {
    p.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && /"ok":true,"userId"/.test(payload)) resolve();
      });
    });
  });
}

describe('[UA5] a login ended on another device, in Chromium', () => {
  it('更换手机 on the other device: this page logs out by itself and opens the login box with 请先登录', async () => {
    const url = e2e.stack.url;
    const joined = reminderJoined(page);
    const me = await registerThroughPage(page, url, 'ua5');
    await page.goto(`${url}/`);
    await joined;

    // The second device: a password login, then 更换手机 (which ends every other session of the account).
    const login = await fetch(`${url}/api/user/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneOrUserName: me.phone, password: me.password }),
    });
    expect(((await login.json()) as { code: number }).code).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const phone = freshPhone();
    await fetch(`${url}/api/user/user/sentCode?phone=${phone}&type=change`, { headers: { cookie } });
    const bound = await fetch(`${url}/api/user/user/bindingPhone`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: url },
      body: JSON.stringify({ phone, code: await outboxCode(url, phone), password: me.password }),
    });
    expect(((await bound.json()) as { code: number }).code).toBe(200);

    await page.getByRole('dialog', { name: '登录' }).waitFor({ timeout: 15_000 });
    await page.locator('.toast', { hasText: '请先登录' }).first().waitFor();
    expect(await page.locator('.header-user-name').count()).toBe(0);
  }, 180_000);
});
