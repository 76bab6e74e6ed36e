import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser, TIMEZONE } from './browser.ts';
import { type Stack, type StackOptions, startStack } from './stack.ts';

/** What a test file drives: its own feed and gateway, one Chromium, and fresh contexts on them. */
export interface E2E {
  readonly stack: Stack;
  readonly browser: Browser;
  /** A new context as a Beijing visitor would have it (zh-CN, Beijing time, 1400×900 unless given). */
  context(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page of a new context on `path` of the gateway. */
  open(path: string, options?: BrowserContextOptions): Promise<Page>;
}

/**
 * Starts the stack and the browser before the file's tests and stops both after them. Called at the top of
 * a test file; the fields are read inside tests, once beforeAll has run.
 */
export function useE2E(options: StackOptions): E2E {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startStack(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is not started yet: read it inside a test`);
    return value;
  };
  const e2e: E2E = {
    get stack() {
      return started(stack, 'the stack');
    },
    get browser() {
      return started(browser, 'the browser');
    },
    context: (contextOptions) =>
      e2e.browser.newContext({
        viewport: { width: 1400, height: 900 },
        locale: 'zh-CN',
        timezoneId: TIMEZONE,
        ...contextOptions,
      }),
    async open(path, contextOptions) {
      const page = await (await e2e.context(contextOptions)).newPage();
      await page.goto(`${e2e.stack.url}${path}`);
      return page;
    },
  };
  return e2e;
}

/**
 * The `gateway_subscriptions` gauge (labelled with its node id): channel subscriptions the sockets hold, summed
 * over the stack's gateway processes (one, or each replica: a page's socket is on whichever the front chose).
 */
export async function subscriptions(stack: Stack): Promise<number> {
  const readings = await Promise.all(stack.gatewayUrls.map((url) => gauge(url, 'gateway_subscriptions')));
  return readings.reduce((sum, value) => sum + value, 0);
}

/** One gateway process's reading of a gauge of its /metrics (gateway_connections, gateway_leader …). */
export async function gauge(gatewayUrl: string, name: string): Promise<number> {
  const text = await (await fetch(`${gatewayUrl}/metrics`)).text();
  const value = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1];
  if (value === undefined) throw new Error(`no ${name} in ${gatewayUrl}/metrics`);
  return Number(value);
}

/** Polls the gauge until it reads `value`, then asserts it (so a miss reports the last reading). */
export async function subscriptionsReach(stack: Stack, value: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = await subscriptions(stack);
  while (seen !== value && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    seen = await subscriptions(stack);
  }
  expect(seen).toBe(value);
}
