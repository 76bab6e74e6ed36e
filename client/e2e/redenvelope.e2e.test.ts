import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useE2E } from './fixture.ts';
import { registerContext } from './session.ts';

/**
 * Issue 13 red envelopes and rewards end to end in Chromium against the real gateway: an author posts with a
 * 2-part red envelope (paid from the welcome grant), a reader grabs a part on the post page and rewards the
 * author, and the author finds both on /releaseandreward.
 */

const e2e = useE2E({ seed: 13, speed: 1 });

describe('red envelopes and rewards in Chromium (issue 13)', () => {
  it('a reader grabs a part of a post red envelope and rewards the author; the author sees both', async () => {
    const author = await registerContext(e2e.browser, e2e.stack.url, 're');
    const reader = await registerContext(e2e.browser, e2e.stack.url, 'rd');

    const areas = await (
      await author.context.request.get(
        `${e2e.stack.url}/api/user/specialArea/selectSpecialArea?page=1&limit=5`,
      )
    ).json();
    const title = `红包测试${randomInt(0, 1e6)}`;
    const created = await author.context.request.post(`${e2e.stack.url}/api/user/posts/insert`, {
      data: {
        title,
        content: '<p>回帖或直接领红包</p>',
        parentId: areas.data.list[0].id,
        isMoneyReward: 1,
        imageList: [],
        redEnvelope: { redEnvelopeMoney: '2', redEnvelopeCount: 2, redEnvelopeType: 1, type: 2 },
      },
      headers: { origin: e2e.stack.url },
    });
    const post = await created.json();
    expect(post.code).toBe(200);
    const postId = post.data.id;

    // Logged in (the cookie from registration), the reader loads the app so the header knows the user.
    const { page } = reader;
    await page.goto(`${e2e.stack.url}/forumdetail/${postId}`);
    const panel = page.getByRole('region', { name: '帖子红包' });
    await panel.getByText('剩余 2 个，2.00 球币').waitFor();
    await panel.getByText('还没有人领取').waitFor();
    await panel.getByRole('button', { name: '抢红包' }).click();
    await panel.getByText(/我抢到了/).waitFor();
    await panel.getByText('剩余 1 个', { exact: false }).waitFor();
    await panel.getByRole('list', { name: '领取记录' }).getByText(reader.userName).waitFor();

    await page.getByRole('button', { name: '打赏' }).click();
    const dialog = page.getByRole('dialog', { name: '打赏' });
    await dialog.getByRole('button', { name: '1', exact: true }).click();
    await dialog.getByText('确定打赏 1.00 球币给作者吗？').waitFor();
    // 取消 and 确定 sit on one line at one height (取消 was a bare, stretched native button).
    const cancelBox = await dialog.getByRole('button', { name: '取消' }).boundingBox();
    const okBox = await dialog.getByRole('button', { name: '确定' }).boundingBox();
    expect(Math.abs((cancelBox?.height ?? 0) - (okBox?.height ?? 0))).toBeLessThanOrEqual(4);
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('1人打赏，共1.00球币').waitFor();

    const a = author.page;
    await a.goto(`${e2e.stack.url}/releaseandreward`);
    const row = a.locator('.re-table tbody tr', { hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain('1 个');
    expect(await row.textContent()).toContain('进行中');
    await a.getByRole('link', { name: '收到的打赏' }).click();
    await a.locator('.re-table tbody tr', { hasText: reader.userName }).getByText('1.00 球币').waitFor();
    // The author's own post: no grab button, and rewarding oneself is disabled.
    await a.goto(`${e2e.stack.url}/forumdetail/${postId}`);
    await a.getByText('这是你发的红包').waitFor();
    expect(await a.getByRole('button', { name: '打赏' }).isDisabled()).toBe(true);
  }, 120_000);

  it('the red envelope fields of /post are laid out when /post is the first page opened (their styles load with them)', async () => {
    const author = await registerContext(e2e.browser, e2e.stack.url, 'rf');
    const { page } = author;
    await page.goto(`${e2e.stack.url}/post`);
    await page.getByRole('radio', { name: '发红包', exact: true }).check();
    const row = page.locator('.re-fields-row').nth(1);
    await row.waitFor();
    // Unstyled, the amount and count inputs ran on as bare inline text under an unframed fieldset.
    expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    expect(await page.locator('.re-fields').evaluate((el) => getComputedStyle(el).borderRadius)).toBe('6px');
    await author.context.close();
  }, 60_000);

  it('on a 390 px phone each 帖子红包 field has its label clear of its box, the fields line up, nothing is wider than the screen', async () => {
    const PHONE = { width: 390, height: 844 };
    const author = await registerContext(e2e.browser, e2e.stack.url, 'rp', PHONE);
    const { page } = author;
    await page.goto(`${e2e.stack.url}/post`);
    await page.getByRole('radio', { name: '发红包', exact: true }).check();
    await page.getByText(/当前余额 [\d.]+ 球币/).waitFor();
    const fields = await page
      .locator('.re-fields-row label:has(input:not([type=radio]), select)')
      .evaluateAll((labels) =>
        labels.map((label) => {
          const control = label.querySelector('input, select') as HTMLElement;
          // The label's own words: its text node's box, apart from the control's.
          const range = document.createRange();
          const text = [...label.childNodes].find(
            (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
          );
          if (!text) return null;
          range.selectNodeContents(text);
          const t = range.getBoundingClientRect();
          const c = control.getBoundingClientRect();
          return {
            name: text.textContent?.trim() ?? '',
            text: { left: t.left, right: t.right, top: t.top, bottom: t.bottom },
            control: { left: c.left, right: c.right, top: c.top, bottom: c.bottom, width: c.width },
          };
        }),
      );
    expect(fields.map((f) => f?.name)).toEqual(['总金额（球币）', '红包个数', '红包类型', '领取方式']);
    for (const f of fields) {
      if (!f) throw new Error('a field without its label text');
      // Above its box, or wholly beside it: never running into it.
      const above = f.text.bottom <= f.control.top + 0.5;
      const beside =
        f.text.right <= f.control.left + 0.5 &&
        f.text.top < f.control.bottom &&
        f.text.bottom > f.control.top;
      expect({ name: f.name, clear: above || beside }).toEqual({ name: f.name, clear: true });
      expect(f.control.left).toBeGreaterThanOrEqual(0);
      expect(f.control.right).toBeLessThanOrEqual(PHONE.width);
    }
    // The rows line up: every box starts at the same x and is as wide as the others.
    const boxes = fields.map((f) => f?.control);
    const first = boxes[0];
    for (const b of boxes) {
      expect(Math.abs((b?.left ?? 0) - (first?.left ?? 0))).toBeLessThan(1);
      expect(Math.abs((b?.width ?? 0) - (first?.width ?? 0))).toBeLessThan(1);
    }
    expect(
      await page.evaluate(
        () => (document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY) <= window.innerWidth,
      ),
    ).toBe(true);
    await author.context.close();
  }, 60_000);

  it('[RE2] on a 390 px phone 我发的红包 and 红包广场 fit the screen when a post title has no break (a long name or link)', async () => {
    const PHONE = { width: 390, height: 844 };
    const author = await registerContext(e2e.browser, e2e.stack.url, 'rw', PHONE);
    const areas = await (
      await author.context.request.get(
        `${e2e.stack.url}/api/user/specialArea/selectSpecialArea?page=1&limit=5`,
      )
    ).json();
    const created = await author.context.request.post(`${e2e.stack.url}/api/user/posts/insert`, {
      data: {
        title: `MessiRonaldoNeymarMbappeHaaland${randomInt(0, 1e6)}`,
        content: '<p>直接领红包</p>',
        parentId: areas.data.list[0].id,
        isMoneyReward: 1,
        imageList: [],
        redEnvelope: { redEnvelopeMoney: '1', redEnvelopeCount: 1, redEnvelopeType: 2, type: 2 },
      },
      headers: { origin: e2e.stack.url },
    });
    expect((await created.json()).code).toBe(200);
    const { page } = author;
    for (const path of ['/releaseandreward', '/releaseandreward/square']) {
      await page.goto(`${e2e.stack.url}${path}`);
      await page.locator('.re-table a', { hasText: 'MessiRonaldo' }).first().waitFor();
      const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      expect({ path, width }).toEqual({ path, width: PHONE.width });
    }
    await author.context.close();
  }, 60_000);
});
