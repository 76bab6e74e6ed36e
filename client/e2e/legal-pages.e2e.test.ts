import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './fixture.ts';

/**
 * Issue 11 end to end: the agreement pages read their text from getAgreementList ([A3]) through the real
 * gateway, at desktop and phone widths; /download is honest when no app download site is configured.
 */

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const PAGES = [
  { path: '/userTreaty', title: '酷易体育用户服务协议' },
  { path: '/service', title: '酷易体育用户服务协议' },
  { path: '/privacy', title: '酷易体育隐私政策' },
  { path: '/apptreaty', title: '酷易体育 APP 用户协议' },
  { path: '/apptreaty2', title: '酷易体育 APP 隐私政策' },
];

const WIDTHS = [
  { name: 'desktop 1440', open: () => e2e.browser.newContext({ viewport: { width: 1440, height: 900 } }) },
  {
    name: 'phone 390',
    open: () =>
      e2e.browser.newContext({
        viewport: { width: 390, height: 844 },
        userAgent: IPHONE_UA,
        isMobile: true,
        hasTouch: true,
      }),
  },
];

const e2e = useE2E({ seed: 7, speed: 1 });

const noSideScroll = () => document.documentElement.scrollWidth <= window.innerWidth;

describe('legal pages in Chromium (issue 11)', () => {
  for (const width of WIDTHS) {
    it(`[A3] each agreement page shows its title, date, contents and text at ${width.name}`, async () => {
      const context: BrowserContext = await width.open();
      const page = await context.newPage();
      for (const { path, title } of PAGES) {
        await page.goto(`${e2e.stack.url}${path}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        expect(await page.locator('.legal-updated time').getAttribute('datetime')).toMatch(
          /^\d{4}-\d{2}-\d{2}$/,
        );
        const sections = await page.locator('.legal-toc li').count();
        expect(sections).toBeGreaterThanOrEqual(6);
        expect(await page.locator('.legal-body section').count()).toBe(sections);
        expect(await page.locator('.legal-body p').count()).toBeGreaterThanOrEqual(8);
        expect(await page.locator('.legal-body li').count()).toBeGreaterThanOrEqual(8);
        const text = (await page.locator('.legal-body').textContent()) ?? '';
        expect(text.length).toBeGreaterThan(1200);
        expect(text).toContain('service@kuyisports.example');
        // Readable on a phone: nothing wider than the screen, body text at least 15 px.
        expect(await page.evaluate(noSideScroll)).toBe(true);
        const fontPx = await page
          .locator('.legal-body p')
          .first()
          .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
        expect(fontPx).toBeGreaterThanOrEqual(15);
      }
      await context.close();
    });
  }

  it('the table of contents jumps to its section', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/privacy`);
    const last = page.locator('.legal-toc a').last();
    const name = (await last.textContent()) ?? '';
    await last.click();
    const heading = page.getByRole('heading', { level: 2, name });
    await expect.poll(() => heading.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(400);
    await context.close();
  });

  it('the register page links the user agreement and the privacy policy, and both open', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/regists`);
    for (const [link, title] of [
      ['《酷易体育用户服务协议》', '酷易体育用户服务协议'],
      ['《酷易体育隐私政策》', '酷易体育隐私政策'],
    ] as const) {
      const href = await page.getByRole('link', { name: link }).first().getAttribute('href');
      const doc = await context.newPage();
      const res = await doc.goto(`${e2e.stack.url}${href}`);
      expect(res?.status()).toBe(200);
      await doc.getByRole('heading', { level: 1, name: title }).waitFor();
      await doc.close();
    }
    await context.close();
  });

  it('/download says the app is not out yet when no APP_DOWNLOAD_URL is configured, at both widths', async () => {
    for (const width of WIDTHS) {
      const context = await width.open();
      const page = await context.newPage();
      await page.goto(`${e2e.stack.url}/download`);
      expect(new URL(page.url()).pathname).toBe('/download');
      await page
        .getByText('酷易体育 App 暂未上架，请直接在手机浏览器访问本站，比分与直播功能完整可用')
        .waitFor();
      await page.getByRole('link', { name: '足球即时比分' }).click();
      await page.waitForURL(`${e2e.stack.url}/football`);
      await context.close();
    }
  });
});
