import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './fixture.ts';
import { registerContext } from './session.ts';

/**
 * 消息通知 end to end in Chromium against the real gateway ([NT2][NT5][NT6]): a fan's post gets two replies from
 * another user; the header shows 2 unread, the 消息 page lists both, pressing one opens the post and the badge
 * drops to 1, and 全部已读 clears it. [NT8]: a reply to a page left open shows on its badge without a reload.
 */
const e2e = useE2E({ seed: 13, speed: 1 });

/** Resolves when the page's reminder socket has joined its user's room (the join's ack frame), where [NT8] pushes. */
function reminderJoined(p: Page): Promise<void> {
  return new Promise((resolve) => {
    p.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && /"ok":true,"userId"/.test(payload)) resolve();
      });
    });
  });
}

describe('消息 in Chromium', () => {
  it('[NT6] the header counts my unread notices; [NT5] a notice opens its post and 全部已读 clears the count', async () => {
    const url = e2e.stack.url;
    const author = await registerContext(e2e.browser, url, '楼主');
    const fan = await registerContext(e2e.browser, url, '球迷');
    const title = `曼城今晚能赢吗${Date.now() % 10_000}`;
    const made = await author.context.request.post(`${url}/api/user/posts/insert`, {
      data: { title, content: '<p>说说看法</p>', parentId: 2, imageList: [], isMoneyReward: '' },
      headers: { origin: url },
    });
    const postId = ((await made.json()) as { data: { id: number } }).data.id;
    for (const content of ['能赢', '平局'])
      await fan.context.request.post(`${url}/api/user/reply/insertReply`, {
        data: { postId, content, parentId: 0 },
        headers: { origin: url },
      });

    const page = author.page;
    await page.goto(`${url}/`);
    const bell = page.getByRole('link', { name: '消息，2条未读' });
    await bell.waitFor();
    await bell.click();
    await page.waitForURL(/\/userarea\/notice$/);
    const text = `${fan.userName} 回复了你的帖子《${title}》`;
    const rows = page.locator('.notice', { hasText: text });
    await rows.nth(1).waitFor();
    expect(await page.getByRole('img', { name: '未读' }).count()).toBe(2);

    // The newest notice is the second floor's ([NT3]: a reply's link names its floor).
    await rows.first().click();
    await page.waitForURL(new RegExp(`/forumdetail/${postId}\\?floor=2$`));
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('link', { name: '消息，1条未读' }).waitFor();

    await page.goBack();
    await page.waitForURL(/\/userarea\/notice$/);
    await page.getByRole('button', { name: '全部已读' }).click();
    await page.locator('.header-user').getByRole('link', { name: '消息', exact: true }).waitFor();
    expect(await page.getByRole('img', { name: '未读' }).count()).toBe(0);
  });

  it('[NT6] on a 390 px phone the bell and its count fit beside a long name: the header stays one row, nothing scrolls sideways', async () => {
    const url = e2e.stack.url;
    const user = await registerContext(e2e.browser, url, '手机用户名很长的球迷', { width: 390, height: 844 });
    const other = await registerContext(e2e.browser, url, '球迷');
    const made = await user.context.request.post(`${url}/api/user/posts/insert`, {
      data: { title: '手机上看消息', content: '<p>测试</p>', parentId: 2, imageList: [], isMoneyReward: '' },
      headers: { origin: url },
    });
    const postId = ((await made.json()) as { data: { id: number } }).data.id;
    await other.context.request.post(`${url}/api/user/reply/insertReply`, {
      data: { postId, content: '来了', parentId: 0 },
      headers: { origin: url },
    });
    for (const path of ['/', '/userarea/notice']) {
      await user.page.goto(`${url}${path}`);
      const bell = user.page.getByRole('link', { name: /^消息，\d+条未读$/ });
      await bell.waitFor();
      const box = await bell.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      const overflow = await user.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const top = async (sel: string) => (await user.page.locator(sel).first().boundingBox())?.y ?? -1;
      expect(Math.abs((await top('.header-right')) - (await top('.logo')))).toBeLessThan(10);
    }
  });

  it('[NT8] a reply reaches the open page at once: the badge shows 1 without a reload, and the notice opens its floor', async () => {
    const url = e2e.stack.url;
    const author = await registerContext(e2e.browser, url, '楼主');
    const fan = await registerContext(e2e.browser, url, '球迷');
    const title = `推送测试${Date.now() % 10_000}`;
    const made = await author.context.request.post(`${url}/api/user/posts/insert`, {
      data: { title, content: '<p>等回复</p>', parentId: 2, imageList: [], isMoneyReward: '' },
      headers: { origin: url },
    });
    const postId = ((await made.json()) as { data: { id: number } }).data.id;

    const page = author.page;
    const joined = reminderJoined(page);
    await page.goto(`${url}/forum`);
    // Nothing unread yet: the first read has come back, and the socket listens in the user's room.
    await page.locator('.header-user').getByRole('link', { name: '消息', exact: true }).waitFor();
    await joined;
    let loads = 0;
    page.on('load', () => loads++);

    const replied = await fan.context.request.post(`${url}/api/user/reply/insertReply`, {
      data: { postId, content: '我来回复', parentId: 0 },
      headers: { origin: url },
    });
    expect(((await replied.json()) as { code: number }).code).toBe(200);
    // The badge's own read came back before the reply, and its next poll is 60 s off (focus does not change
    // here): within 20 s only the pushed notice:new can show the count.
    const bell = page.getByRole('link', { name: '消息，1条未读' });
    await bell.waitFor({ timeout: 20_000 });
    expect(loads).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/forum');

    await bell.click();
    await page.waitForURL(/\/userarea\/notice$/);
    const row = page.locator('.notice', { hasText: `${fan.userName} 回复了你的帖子《${title}》` });
    await row.click();
    await page.waitForURL(new RegExp(`/forumdetail/${postId}\\?floor=1$`));
    await page.locator('.forum-floor-focus', { hasText: '我来回复' }).waitFor();
  });
});
