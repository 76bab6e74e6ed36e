import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BEIJING_TIME_ZONE } from '@kuyi/shared';
import { type Browser, chromium, type Page } from 'playwright-core';
import type { BenchOptions } from '../lib/bench-options.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { REPO_ROOT } from '../lib/paths.ts';
import { type FakeGateway, type PatchShape, startFakeGateway } from './fake-gateway.ts';
import { commitsPerFrame, type FrameStats, frameStats } from './frame-stats.ts';
import { PROBE_SCRIPT, type ProbeWindow } from './page-probe.ts';
import { type TraceEvent, traceSlices } from './trace-slices.ts';

/** 1,000 row updates a second, in two shapes. */
export const SHAPES: readonly PatchShape[] = [
  { name: '50 patches/s × 20 rows', patchesPerSecond: 50, rowsPerPatch: 20 },
  // The real gateway's cadence: one patch per 1 s poll carrying every row that moved.
  { name: '1 patch/s × 1,000 rows', patchesPerSecond: 1, rowsPerPatch: 1000 },
];
/** Scrolling: px per frame, about 35 rows a second at 34 px a row. */
export const SCROLL_STEP_PX = 20;
/** Patches flow this long before a window is recorded, so the first frames' catch-up is not measured. */
const WARMUP_MS = 2_000;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline.frame'];

export interface ClientTableResult {
  shape: string;
  mode: 'still' | 'scrolling';
  rows: number;
  stats: FrameStats;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * When set, each window's trace is kept as `<shape>-<mode>.trace.json` in this directory, and with
 * CLIENT_TABLE_CPU_PROFILE=1 a V8 CPU profile of the page (CDP Profiler) as `.cpuprofile` beside it: what a
 * frame's scripting is spent on. The profiler's sampling costs CPU itself, so a profiled run's numbers are
 * not the bench's numbers. CLIENT_TABLE_NO_MINIFY=1 builds the client unminified, for readable names.
 */
const TRACE_DIR = process.env.CLIENT_TABLE_TRACE_DIR;
const CPU_PROFILE = TRACE_DIR !== undefined && process.env.CLIENT_TABLE_CPU_PROFILE === '1';

/** The client's production build, fresh from the working tree. */
function buildClient(): string {
  const out = mkdtempSync(path.join(tmpdir(), 'client-table-'));
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      '--outDir',
      out,
      '--emptyOutDir',
      ...(process.env.CLIENT_TABLE_NO_MINIFY ? ['--minify', 'false'] : []),
    ],
    {
      cwd: path.join(REPO_ROOT, 'client'),
      stdio: 'ignore',
    },
  );
  return out;
}

async function openTable(browser: Browser, gateway: FakeGateway, rows: number): Promise<Page> {
  // A desktop viewport: the full table, not the phone's two-line rows.
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    timezoneId: BEIJING_TIME_ZONE,
    locale: 'zh-CN',
  });
  await context.addInitScript({ content: PROBE_SCRIPT });
  const page = await context.newPage();
  await page.goto(`${gateway.url}/football`);
  await page.waitForSelector(`[data-testid="live-table"][data-rows="${rows}"]`, { timeout: 30_000 });
  await page.waitForSelector('[data-match-id]');
  return page;
}

async function measure(
  browser: Browser,
  page: Page,
  mode: ClientTableResult['mode'],
  windowMs: number,
  /** File name stem for the trace and profile when TRACE_DIR is set. */
  label: string,
): Promise<FrameStats> {
  await page.evaluate(
    (step) => {
      const w = globalThis as unknown as ProbeWindow;
      w.scrollTo(0, 0);
      w.__bench.scrollStep = step;
    },
    mode === 'scrolling' ? SCROLL_STEP_PX : 0,
  );
  await page.waitForTimeout(1_000);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const cdp = CPU_PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.evaluate(() => {
    const b = (globalThis as unknown as ProbeWindow).__bench;
    b.commitTimes = [];
    b.frameTimes = [];
    b.recording = true;
  });
  await page.waitForTimeout(windowMs);
  const { frameTimes, commitTimes } = await page.evaluate(() => {
    const b = (globalThis as unknown as ProbeWindow).__bench;
    b.recording = false;
    b.scrollStep = 0;
    return { frameTimes: b.frameTimes, commitTimes: b.commitTimes };
  });
  const rawTrace = (await browser.stopTracing()).toString();
  const trace = JSON.parse(rawTrace) as { traceEvents: TraceEvent[] };
  if (TRACE_DIR) {
    mkdirSync(TRACE_DIR, { recursive: true });
    writeFileSync(path.join(TRACE_DIR, `${label}.trace.json`), rawTrace);
  }
  if (cdp && TRACE_DIR) {
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.detach();
    writeFileSync(path.join(TRACE_DIR, `${label}.cpuprofile`), JSON.stringify(profile));
  }
  const { marks, slices, probe } = traceSlices(trace.traceEvents);
  return frameStats({ marks, slices, probe, commits: commitsPerFrame(frameTimes, commitTimes) });
}

/** The live football table in Chromium, still and scrolling, under both patch shapes. */
export async function clientTable(options: BenchOptions): Promise<ClientTableResult[]> {
  const rows = options.sizes[0] ?? 5_000;
  const dist = buildClient();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results: ClientTableResult[] = [];
  try {
    console.log(`chromium ${browser.version()}`);
    for (const shape of SHAPES) {
      const gateway = await startFakeGateway({ dist, rows });
      try {
        const page = await openTable(browser, gateway, rows);
        gateway.startPatches(shape);
        await page.waitForTimeout(WARMUP_MS);
        for (const mode of ['still', 'scrolling'] as const) {
          const label = `${shape.patchesPerSecond}x${shape.rowsPerPatch}-${mode}`;
          const stats = await measure(browser, page, mode, options.windowMs, label);
          results.push({ shape: shape.name, mode, rows, stats });
          console.log(JSON.stringify(results.at(-1)));
        }
        if (gateway.unknown.size) console.log(`not served (404): ${[...gateway.unknown].join(' ')}`);
        await page.context().close();
      } finally {
        await gateway.stop();
      }
    }
  } finally {
    await browser.close();
    rmSync(dist, { recursive: true, force: true });
  }
  return results;
}

export function clientTableTable(results: readonly ClientTableResult[]): string {
  return markdownTable(
    [
      'patches',
      'table',
      'frames',
      'commits/frame mean',
      'max',
      'frames >1 commit',
      'scripting ms/frame p50',
      'p95',
      'max',
      'page only p50',
      'p95',
      'dropped (>25 ms)',
      'missed vsyncs',
      'frame p95 ms',
    ],
    results.map((r) => [
      r.shape,
      r.mode,
      r.stats.frames,
      r.stats.commitsMean,
      r.stats.commitsMax,
      r.stats.framesOverOneCommit,
      r.stats.scriptingP50,
      r.stats.scriptingP95,
      r.stats.scriptingMax,
      r.stats.pageScriptingP50,
      r.stats.pageScriptingP95,
      r.stats.droppedFrames,
      r.stats.missedVsyncs,
      r.stats.frameP95Ms,
    ]),
  );
}
