import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * The sign-up steps many e2e tests share: a fresh phone number, its code from the dev SMS outbox, and a user
 * registered either through the /regists page (as a person does) or through the API into a browser context.
 */
export const E2E_PASSWORD = 'kuyi2026a';

export const freshPhone = () => `13${String(randomInt(0, 1e9)).padStart(9, '0')}`;
export const freshName = (prefix: string) => `${prefix}${randomInt(0, 1e6)}`;

/** The code the dev SMS provider "sent" to `phone`, polled from the outbox (the send is asynchronous). */
export async function outboxCode(baseUrl: string, phone: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${baseUrl}/api/dev/sms-outbox?phone=${phone}`);
    const body = (await res.json()) as { code: number; data: { code: string } | null };
    if (body.code === 200 && body.data) return body.data.code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS code arrived for ${phone}`);
}

export interface Registered {
  phone: string;
  userName: string;
  password: string;
}

/**
 * Registers on /regists like a person: phone, 获取验证码, the outbox code, name, passwords, the agreement box, 注册;
 * resolves once the header greets the new user.
 */
export async function registerThroughPage(
  page: Page,
  baseUrl: string,
  namePrefix: string,
): Promise<Registered> {
  const phone = freshPhone();
  const userName = freshName(namePrefix);
  await page.goto(`${baseUrl}/regists`);
  const form = page.getByRole('form', { name: '注册' });
  await form.getByPlaceholder('请输入手机号').fill(phone);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await form.getByPlaceholder('请输入验证码').fill(await outboxCode(baseUrl, phone));
  await form.locator('input[name="userName"]').fill(userName);
  await form.locator('input[name="password"]').fill(E2E_PASSWORD);
  await form.locator('input[name="confirmPassword"]').fill(E2E_PASSWORD);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: '注册' }).click();
  await page.locator('.header-user-name', { hasText: userName }).waitFor();
  return { phone, userName, password: E2E_PASSWORD };
}

export interface LoggedIn {
  id: string;
  userName: string;
  context: BrowserContext;
  page: Page;
}

/**
 * A new browser context whose user registered through the API: the context's own request client keeps the
 * session cookies, so its page is logged in from the first load.
 */
export async function registerContext(
  browser: Browser,
  baseUrl: string,
  namePrefix: string,
  viewport = { width: 1400, height: 900 },
): Promise<LoggedIn> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  const phone = freshPhone();
  const userName = freshName(namePrefix);
  const sent = await context.request.get(`${baseUrl}/api/user/user/sentCode?phone=${phone}`);
  if (!sent.ok()) throw new Error(`sentCode answered ${sent.status()}`);
  const res = await context.request.post(`${baseUrl}/api/user/user/register`, {
    data: {
      phone,
      password: E2E_PASSWORD,
      confirmPassword: E2E_PASSWORD,
      code: await outboxCode(baseUrl, phone),
      userName,
    },
    headers: { origin: baseUrl },
  });
  const body = (await res.json()) as { code: number; msg: string; data: { id: string } };
  if (body.code !== 200) throw new Error(`register failed: ${body.msg}`);
  return { id: String(body.data.id), userName, context, page: await context.newPage() };
}
