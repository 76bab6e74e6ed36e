import type { Slice } from './frame-stats.ts';

/** One Chrome trace event, the fields read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { message?: string } };
}

/** Main-thread trace events that run JavaScript (DevTools' "Scripting"), as top-level tasks. */
export const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'v8.run',
  'V8.Execute',
]);

export const FRAME_MARK = 'bench-frame';

/**
 * The frame marks and the script slices of the renderer thread that stamped the marks, in ms on the trace
 * clock. The thread is found by its marks, so other renderers (extensions, workers) are ignored. `probe` are
 * the probe's own rAF callbacks (the ones a mark was stamped in): its scrollBy is the bench driving the page,
 * and a synchronous scroll there can wait milliseconds for the compositor with nothing of the page running.
 */
export function traceSlices(events: readonly TraceEvent[]): {
  marks: number[];
  slices: Slice[];
  probe: Slice[];
} {
  const markEvents = events.filter((e) => e.name === 'TimeStamp' && e.args?.data?.message === FRAME_MARK);
  const first = markEvents[0];
  if (!first) return { marks: [], slices: [], probe: [] };
  const onThread = (e: TraceEvent) => e.pid === first.pid && e.tid === first.tid;
  const marks = markEvents
    .filter(onThread)
    .map((e) => e.ts / 1000)
    .sort((a, b) => a - b);
  const slices = events
    .filter((e) => e.ph === 'X' && SCRIPT_EVENTS.has(e.name) && onThread(e))
    .map((e) => ({ start: e.ts / 1000, duration: (e.dur ?? 0) / 1000, name: e.name }));
  const probe = slices.filter(
    (s) => s.name === 'FireAnimationFrame' && marks.some((m) => m >= s.start && m <= s.start + s.duration),
  );
  return { marks, slices, probe };
}
