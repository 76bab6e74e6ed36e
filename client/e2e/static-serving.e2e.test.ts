import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TIMEZONE } from './browser.ts';
import { useE2E } from './fixture.ts';

/**
 * Issue 11 end to end: how the gateway serves the built client to a real e2e.browser. Scripts arrive brotli
 * compressed and cached for good ([S2]); every page carries its route's Chinese title from the first byte,
 * and a path the route table does not know answers HTTP 404 with the spec's 404 page ([S1]).
 */

const e2e = useE2E({ seed: 7, speed: 30, start: '20:00' });

async function newPage(): Promise<Page> {
  const context = await e2e.browser.newContext({ locale: 'zh-CN', timezoneId: TIMEZONE });
  return context.newPage();
}

describe('the built client as the gateway serves it (issue 11)', () => {
  it('[S2] Chromium gets the JavaScript brotli compressed, with a year of immutable cache', async () => {
    const page = await newPage();
    const scripts: Response[] = [];
    page.on('response', (res) => {
      if (/\/assets\/[^/]+\.js$/.test(new URL(res.url()).pathname)) scripts.push(res);
    });
    await page.goto(`${e2e.stack.url}/football`);
    // The shell, then the page's lazy chunks: every script the first visit needs has arrived.
    await page.locator('.site-main').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(1);
    for (const res of scripts) {
      const headers = await res.allHeaders();
      expect(res.status(), res.url()).toBe(200);
      expect(headers['content-encoding'], res.url()).toBe('br');
      expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(headers.vary).toBe('Accept-Encoding');
    }
    await page.context().close();
  });

  it('[S1] /football carries its Chinese title in the served HTML and in the rendered page', async () => {
    const page = await newPage();
    const res = await page.goto(`${e2e.stack.url}/football`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('no-cache');
    // The title is in the bytes the gateway sent, before any script ran (what crawlers read).
    expect(await res?.text()).toContain('<title>足球即时比分 - 酷易体育</title>');
    await page.locator('.site-main').waitFor();
    await expect.poll(() => page.title()).toContain('足球即时比分');
    await page.context().close();
  });

  it('[S1] an unknown path answers 404 with the 404 page; going home by link retitles the page', async () => {
    const page = await newPage();
    const res = await page.goto(`${e2e.stack.url}/no/such/page`);
    expect(res?.status()).toBe(404);
    await page.getByText('This page could not be found').waitFor();
    expect(await page.title()).toBe('页面不存在 - 酷易体育');
    // Client-side navigation: no new document, the root layout's route title takes over.
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL(`${e2e.stack.url}/`);
    await expect.poll(() => page.title()).toBe('酷易体育-足球比分直播_篮球比分直播_即时比分');
    await page.context().close();
  });
});
