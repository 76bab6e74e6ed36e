import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './fixture.ts';
import { type LoggedIn, registerContext } from './session.ts';

/**
 * Issue 13 end to end in Chromium against the real gateway serving the built client: two users registered
 * with SMS codes from the dev outbox; A follows B from B's /user page, B sees A on /fans and follows back
 * (互相关注), A unfollows and B's fans list is empty again. One of them browses at phone width (390 px).
 */

let a: LoggedIn;
let b: LoggedIn;

const e2e = useE2E({ seed: 13, speed: 1 });

beforeAll(async () => {
  a = await registerContext(e2e.browser, e2e.stack.url, '关注', { width: 1280, height: 900 });
  b = await registerContext(e2e.browser, e2e.stack.url, '关注', { width: 390, height: 844 });
});

const toast = (p: Page, text: string) => p.locator('.toast', { hasText: text }).first().waitFor();
const fansLink = (p: Page, n: number) => p.getByRole('link', { name: `粉丝 ${n}` }).waitFor();

describe('follows and fans in Chromium (issue 13)', () => {
  it("A opens B's page: nickname, counts, 关注; following turns it into 已关注 and counts B's fan", async () => {
    const p = a.page;
    await p.goto(`${e2e.stack.url}/user/${b.id}`);
    await p.getByRole('heading', { name: b.userName }).waitFor();
    await fansLink(p, 0);
    await p.getByRole('button', { name: '关注', exact: true }).click();
    await toast(p, '关注成功');
    await p.getByRole('button', { name: '已关注' }).waitFor();
    await fansLink(p, 1);
    // B's own posts tab answers from the forum: B has written nothing yet.
    await p.getByText('还没有发布帖子').waitFor();
    expect(await p.title()).toContain(b.userName);
  });

  it('B sees A on /fans at 390 px, follows back and both read 互相关注', async () => {
    const p = b.page;
    await p.goto(`${e2e.stack.url}/fans`);
    const row = p.locator('.follow-row', { hasText: a.userName });
    await row.waitFor();
    // Nothing spills sideways on a phone-width screen.
    const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await row.getByRole('button', { name: '关注' }).click();
    await toast(p, '关注成功');
    await row.getByRole('button', { name: '互相关注' }).waitFor();
    await p.getByRole('link', { name: '我的关注' }).click();
    await p
      .locator('.follow-row', { hasText: a.userName })
      .getByRole('button', { name: '互相关注' })
      .waitFor();

    await a.page.reload();
    await a.page.getByRole('button', { name: '互相关注' }).waitFor();
  });

  it('A unfollows: back to 关注, B has no fans left', async () => {
    const p = a.page;
    await p.getByRole('button', { name: '互相关注' }).click();
    // Unfollowing asks first, in the site's own dialog.
    await p
      .getByRole('alertdialog', { name: '确定取消关注？' })
      .getByRole('button', { name: '确定' })
      .click();
    await toast(p, '已取消关注');
    await p.getByRole('button', { name: '关注', exact: true }).waitFor();
    await fansLink(p, 0);

    await b.page.goto(`${e2e.stack.url}/fans`);
    await b.page.getByText('还没有粉丝').waitFor();
  });

  it("a visitor sees B's page and is asked to log in when pressing 关注", async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const p = await context.newPage();
    await p.goto(`${e2e.stack.url}/user/${b.id}`);
    await p.getByRole('heading', { name: b.userName }).waitFor();
    await p.locator('.user-card').getByRole('button', { name: '关注' }).click();
    await p.getByRole('dialog', { name: '登录' }).waitFor();
    await context.close();
  });
});
