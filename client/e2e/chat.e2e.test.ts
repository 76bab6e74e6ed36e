import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from './database-fixture.ts';
import { useE2E } from './fixture.ts';
import { registerContext } from './session.ts';

/**
 * Issue 15 match chat end to end in Chromium against the real feed and gateway serving the built client:
 * two users (one at phone width, 390 px) chat on one football match page and each sees the other's line;
 * an administrator deletes one and it disappears for the others; the basketball page has the panel too.
 * The gateway runs on a fresh PostgreSQL database so the test can make the administrator (no UI does).
 */
const db = useFreshDatabase();
const e2e = useE2E({ seed: 15, speed: 1, env: { DATABASE_URL: db.url } });

async function firstMatchId(sport: 'football' | 'basketball'): Promise<string> {
  const res = await fetch(
    `${e2e.stack.url}/sc/api/${sport}/scheduleByDate${sport === 'football' ? '?lang=0' : ''}`,
  );
  const body = (await res.json()) as { data: { matches: { id: string }[] } };
  const id = body.data.matches[0]?.id;
  if (!id) throw new Error(`no ${sport} match today`);
  return id;
}

const panel = (p: Page) => p.getByTestId('chat-panel');
const line = (p: Page, text: string) => panel(p).getByTestId('chat-message').filter({ hasText: text });

/** Types into the chat box and sends; the box empties once the gateway accepted the line. */
async function send(p: Page, text: string): Promise<void> {
  const input = panel(p).getByRole('textbox', { name: '聊天内容' });
  await input.fill(text);
  await panel(p).getByRole('button', { name: '发送' }).click();
  await expect.poll(() => input.inputValue(), { timeout: 15_000 }).toBe('');
}

describe('match chat in Chromium (issue 15)', () => {
  it('[C11][C1][C3] two users chat on one football match page; an administrator deletes a line and it disappears for the others', async () => {
    const a = await registerContext(e2e.browser, e2e.stack.url, '聊天', { width: 1280, height: 900 });
    const b = await registerContext(e2e.browser, e2e.stack.url, '聊天', { width: 390, height: 844 });
    const admin = await registerContext(e2e.browser, e2e.stack.url, '聊天', { width: 1280, height: 900 });
    await db.query('update users set is_admin = true where id = $1', [Number(admin.id)]);
    const id = await firstMatchId('football');
    const url = `${e2e.stack.url}/livedetail/football/${id}/live`;

    // A visitor reads but is asked to log in.
    const visitorContext = await e2e.browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'zh-CN',
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(url);
    await panel(visitor).getByText('登录后参与聊天').waitFor();
    await panel(visitor).getByText('暂无聊天，来说两句吧').waitFor();

    await a.page.goto(url);
    await b.page.goto(url);
    await panel(a.page).getByText('暂无聊天，来说两句吧').waitFor();
    await panel(b.page).getByRole('textbox', { name: '聊天内容' }).waitFor();

    await send(a.page, '主队今天状态不错<script>alert(1)</script>');
    await line(b.page, '主队今天状态不错').waitFor({ timeout: 15_000 });
    // Markup stays text, with the author's level tag.
    expect(await line(b.page, '主队今天状态不错').locator('.chat-text').textContent()).toBe(
      '主队今天状态不错<script>alert(1)</script>',
    );
    expect(await line(b.page, '主队今天状态不错').getByTestId('chat-level').textContent()).toBe('Lv1');
    expect(await line(b.page, '主队今天状态不错').textContent()).toContain(a.userName);

    await send(b.page, '客队反击很快');
    await line(a.page, '客队反击很快').waitFor({ timeout: 15_000 });
    await line(visitor, '客队反击很快').waitFor({ timeout: 15_000 });
    await line(visitor, '主队今天状态不错').waitFor();
    // Only administrators see a delete button.
    expect(await panel(a.page).getByRole('button', { name: /删除/ }).count()).toBe(0);

    await admin.page.goto(url);
    const target = line(admin.page, '客队反击很快');
    await target.waitFor({ timeout: 15_000 });
    await target.getByRole('button', { name: `删除 ${b.userName} 的消息` }).click();
    await admin.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await line(a.page, '客队反击很快').waitFor({ state: 'detached', timeout: 15_000 });
    await line(visitor, '客队反击很快').waitFor({ state: 'detached', timeout: 15_000 });
    await line(b.page, '客队反击很快').waitFor({ state: 'detached', timeout: 15_000 });
    expect(await line(b.page, '主队今天状态不错').count()).toBe(1);
    await visitorContext.close();
  }, 180_000);

  it('[C11][C5] the basketball match page has the panel and carries lines between users too; a link is refused', async () => {
    const a = await registerContext(e2e.browser, e2e.stack.url, '聊天', { width: 1280, height: 900 });
    const b = await registerContext(e2e.browser, e2e.stack.url, '聊天', { width: 390, height: 844 });
    const id = await firstMatchId('basketball');
    const url = `${e2e.stack.url}/livedetail/basketball/${id}/live`;
    await a.page.goto(url);
    await b.page.goto(url);
    await panel(b.page).getByText('暂无聊天，来说两句吧').waitFor();
    await send(a.page, '这个三分太准了');
    await line(b.page, '这个三分太准了').waitFor({ timeout: 15_000 });
    await send(b.page, '防守要加强');
    await line(a.page, '防守要加强').waitFor({ timeout: 15_000 });
    // [C5] a link is refused under the input; the text stays to be fixed and nobody else gets it.
    const input = panel(b.page).getByRole('textbox', { name: '聊天内容' });
    await input.fill('免费直播 www.kuyi-tips.com');
    await panel(b.page).getByRole('button', { name: '发送' }).click();
    await panel(b.page).getByRole('alert').filter({ hasText: '聊天内容不能包含链接' }).waitFor();
    expect(await input.inputValue()).toBe('免费直播 www.kuyi-tips.com');
    expect(await line(a.page, '免费直播').count()).toBe(0);
    // At 390 px the panel fits the screen: no sideways scrolling.
    const overflow = await b.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }, 180_000);
});
