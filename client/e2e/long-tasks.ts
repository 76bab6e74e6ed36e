import type { BrowserContext, Page } from 'playwright-core';

/** Long tasks split at the moment the page was ready: those of its first draw and those of live updating. */
export interface LongTasks {
  supported: boolean;
  observing: boolean;
  loadCount: number;
  loadMax: number;
  count: number;
  max: number;
}

/** Records every long task of the context's pages from their first script on (buffered, so none is missed). */
export async function installLongTaskProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const probe = {
      supported: false,
      observing: false,
      tasks: [] as { start: number; duration: number }[],
    };
    Object.assign(window, { __longtasks: probe });
    probe.supported = PerformanceObserver.supportedEntryTypes.includes('longtask');
    if (!probe.supported) return;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    probe.observing = true;
  });
}

/** The probe's tasks: after first paint and before `readyAt` (the first draw), and from `readyAt` on (live). */
export function readLongTasks(page: Page, readyAt: number): Promise<LongTasks> {
  return page.evaluate((readyAt) => {
    const probe = (
      window as unknown as {
        __longtasks: { supported: boolean; observing: boolean; tasks: { start: number; duration: number }[] };
      }
    ).__longtasks;
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const load = probe.tasks.filter((t) => t.start >= paint && t.start < readyAt);
    const live = probe.tasks.filter((t) => t.start >= readyAt);
    return {
      supported: probe.supported,
      observing: probe.observing,
      loadCount: load.length,
      loadMax: Math.round(Math.max(0, ...load.map((t) => t.duration))),
      count: live.length,
      max: Math.round(Math.max(0, ...live.map((t) => t.duration))),
    };
  }, readyAt);
}
