import { describe, expect, it } from 'vitest';
import { useE2E } from './fixture.ts';
import { registerContext } from './session.ts';

/**
 * 消息通知 end to end in Chromium against the real gateway ([NT2][NT5][NT6]): a fan's post gets two replies from
 * another user; the header shows 2 unread, the 消息 page lists both, pressing one opens the post and the badge
 * drops to 1, and 全部已读 clears it.
 */
const e2e = useE2E({ seed: 13, speed: 1 });

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

    await rows.first().click();
    await page.waitForURL(new RegExp(`/forumdetail/${postId}$`));
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
});
