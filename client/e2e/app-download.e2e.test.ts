import { describe, expect, it } from 'vitest';
import { TIMEZONE } from './browser.ts';
import { useE2E } from './fixture.ts';

/**
 * Issue 11: with an app download site configured (APP_DOWNLOAD_URL) phones go there and /download shows its
 * QR code; the site without one is covered by site-shell.e2e.test.ts (phones stay and see scores).
 */
const DOWNLOAD = 'https://app.kuyisports.example/get';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const e2e = useE2E({ seed: 7, speed: 1, env: { APP_DOWNLOAD_URL: DOWNLOAD } });

describe('APP_DOWNLOAD_URL configured', () => {
  it('sends a phone on /football to the download site, keeping bd_vid', async () => {
    const context = await e2e.browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent: IPHONE_UA,
      isMobile: true,
      locale: 'zh-CN',
      timezoneId: TIMEZONE,
    });
    // The download site is outside this machine: answer it here.
    await context.route('https://app.kuyisports.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>app</title>' }),
    );
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/football?bd_vid=ad7`);
    await page.waitForURL((url) => url.hostname === 'app.kuyisports.example');
    const landed = new URL(page.url());
    expect(landed.origin + landed.pathname).toBe(DOWNLOAD);
    expect(landed.searchParams.get('bd_vid')).toBe('ad7');
    await context.close();
  });

  it('shows a desktop visitor the download QR code on /download', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/download`);
    await page.getByTestId('download-qr').locator('svg').waitFor();
    expect(await page.getByRole('link', { name: '下载酷易体育 APP' }).getAttribute('href')).toBe(DOWNLOAD);
    await context.close();
  });
});
