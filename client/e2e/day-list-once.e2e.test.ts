import { gzipSync } from 'node:zlib';
import { BEIJING_TIME_ZONE, formatKickoffTime, todayInBeijing } from '@kuyi/shared';
import type { Page } from 'playwright-core';
import { io } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { TIMEZONE } from './browser.ts';
import { feedDay, getJson } from './feed-watch.ts';
import { useE2E } from './fixture.ts';

/**
 * Issue 11 "one download of the day list" ([P11]) and "Beijing time everywhere" ([T1]), in Chromium against
 * the real feed and gateway: /football reads the list once over REST and the socket only resumes from it.
 */

const e2e = useE2E({ seed: 7, speed: 60, start: '20:00' });

beforeAll(async () => {
  // A gateway just started has not polled the day yet (its list is empty); measure a warm one.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${e2e.stack.url}/api/live/football/list`);
    const body = (await res.json()) as { data?: { state?: object } };
    if (Object.keys(body.data?.state ?? {}).length > 10) break;
    await new Promise((r) => setTimeout(r, 500));
  }
});

async function newPage(timezoneId: string): Promise<Page> {
  const context = await e2e.browser.newContext({
    viewport: { width: 1400, height: 900 },
    locale: 'zh-CN',
    timezoneId,
  });
  return context.newPage();
}

/** What a fresh socket subscribe of football:list sends: the whole day as one snapshot frame. */
async function freshSnapshotBytes(): Promise<number> {
  const socket = io(e2e.stack.url, { transports: ['websocket'] });
  try {
    const size = new Promise<number>((resolve) =>
      socket.on('snapshot', (s) => resolve(Buffer.byteLength(`42${JSON.stringify(['snapshot', s])}`))),
    );
    socket.emit('subscribe', { channel: 'football:list' }, () => {});
    return await size;
  } finally {
    socket.close();
  }
}

describe('[P11] /football downloads the day list once', () => {
  it('the REST answer carries (epoch, seq); the socket replays patches and never sends the day again', async () => {
    const page = await newPage(TIMEZONE);
    const frames = { snapshots: 0, other: 0, bytes: 0, snapshotBytes: 0 };
    let subscribe: Record<string, unknown> | null = null;
    page.on('websocket', (ws) => {
      ws.on('framesent', (f) => {
        const text = String(f.payload);
        if (text.includes('"subscribe"') && text.includes('football:list'))
          subscribe = JSON.parse(text.slice(text.indexOf('[')))[1];
      });
      ws.on('framereceived', (f) => {
        const size = typeof f.payload === 'string' ? Buffer.byteLength(f.payload) : f.payload.length;
        frames.bytes += size;
        if (String(f.payload).startsWith('42["snapshot"')) {
          frames.snapshots += 1;
          frames.snapshotBytes += size;
        } else frames.other += 1;
      });
    });
    const listResponse = page.waitForResponse((r) => r.url().endsWith('/api/live/football/list'));
    await page.goto(`${e2e.stack.url}/football`);
    const rest = await listResponse;
    const body = (await rest.json()) as { data: { epoch: string; seq: number; state: object } };
    const restSizes = await rest.request().sizes();
    expect(rest.headers()['content-encoding']).toBe('gzip');
    await page.getByTestId('connection').and(page.locator('[data-status="live"]')).waitFor();
    const rows = Object.keys(body.data.state).length;
    expect(rows).toBeGreaterThan(10);
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid="live-table"]')?.getAttribute('data-rows')) === n,
      rows,
    );
    // Let a few polls' patches arrive (60x speed: matches move every second).
    await page.waitForTimeout(4_000);
    expect(subscribe).toMatchObject({ channel: 'football:list', epoch: body.data.epoch, seq: body.data.seq });
    expect(frames.snapshots).toBe(0);
    expect(frames.other).toBeGreaterThan(0);

    // Before: the dated schedule over REST (gzipped by the /sc/api proxy) and then the snapshot frame.
    const schedule = await fetch(
      `${e2e.stack.url}/sc/api/football/scheduleByDate?date=${todayInBeijing()}&lang=0`,
    );
    const scheduleGzip = gzipSync(Buffer.from(await schedule.text()), { level: 6 }).length;
    const snapshotBytes = await freshSnapshotBytes();
    const after = restSizes.responseBodySize + frames.bytes;
    console.info(
      `[P11] /football day list — before: REST ${scheduleGzip} B gzip + socket snapshot ${snapshotBytes} B = ` +
        `${scheduleGzip + snapshotBytes} B; after: REST ${restSizes.responseBodySize} B gzip + socket ` +
        `${frames.bytes} B in ${frames.other} frames over ~4 s = ${after} B`,
    );
    expect(after).toBeLessThan(snapshotBytes);
    await page.context().close();
  });
});

describe('[T1] Beijing days in a browser abroad', () => {
  it("a browser in New York sees the score centre's Beijing today on the date tabs and Beijing kick-off times", async () => {
    const page = await newPage('America/New_York');
    await page.goto(`${e2e.stack.url}/football/end`);
    const todayTab = page.locator('.date-strip .day', { hasText: '今天' });
    await todayTab.waitFor();
    // The feed's own day, not this machine's: the score centre may replay a day or run one off the calendar.
    expect(await todayTab.getAttribute('href')).toBe(`/football/end/${await feedDay(e2e.stack.feedUrl)}`);
    // The kick-off column reads the Beijing clock whatever the browser's zone.
    const day = await getJson<{ matches: { id: string; kickoff: number }[] }>(
      `${e2e.stack.url}/sc/api/football/scheduleByDate?date=${await page
        .locator('.date-strip .day.active')
        .getAttribute('href')
        .then((h) => h?.split('/').at(-1))}&lang=0`,
    );
    const first = page.locator('[data-match-id]').first();
    await first.waitFor();
    const id = await first.getAttribute('data-match-id');
    const match = day.matches.find((m) => m.id === id);
    if (!match) throw new Error(`match ${id} is not in the day list`);
    expect(await first.locator('.c-time').textContent()).toBe(
      formatKickoffTime(match.kickoff, BEIJING_TIME_ZONE),
    );
    await page.context().close();
  });
});

describe("完场's 今天 in a browser", () => {
  it('lists only finished matches of the day and takes in one that ends while the page is open', async () => {
    const page = await newPage(TIMEZONE);
    const day = await feedDay(e2e.stack.feedUrl);
    await page.goto(`${e2e.stack.url}/football/end/${day}`);
    await page.locator('[data-match-id]').first().waitFor();
    // The table is virtual: its row count is an attribute, the rows in view are a screenful.
    const count = async () => Number(await page.getByTestId('live-table').getAttribute('data-rows'));
    const before = await count();
    // 60× from 20:00: matches of the early evening end within a minute or two of real time.
    await expect.poll(count, { timeout: 90_000, interval: 500 }).toBeGreaterThan(before);
    // Every row in view has ended on the score centre too.
    const inView = await page
      .locator('[data-match-id]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-match-id')));
    const { matches } = await getJson<{ matches: { id: string; state: number }[] }>(
      `${e2e.stack.url}/sc/api/football/scheduleByDate?date=${day}&lang=0`,
    );
    const ended = new Set(matches.filter((m) => m.state < 0).map((m) => m.id));
    expect(inView.filter((id) => !ended.has(id as string))).toEqual([]);
    await page.context().close();
  });
});
