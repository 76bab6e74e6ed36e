/**
 * Installed before the page's own scripts (playwright's addInitScript), in the page's context:
 *
 * - a stand-in for React DevTools' global hook. React's production build calls `onCommitFiberRoot` once per
 *   commit when a hook that `supportsFiber` is present, so commits are counted without a development build;
 * - a rAF loop that runs every frame: it stamps a trace mark (`console.timeStamp`) that the trace's frames are
 *   cut at, notes the frame's start time, and scrolls the page when asked. Commits are put into frames by
 *   time, not by counting between two calls of this loop: the order of rAF callbacks within a frame varies,
 *   so counting between calls would put two commits of the page in one frame and none in the next.
 *
 * Why marks from our own rAF loop rather than the trace's BeginFrame/DrawFrame events: an idle page draws no
 * frame, so compositor frames say nothing about a second with one patch in it, while a rAF loop asks for a
 * frame every vsync and shows each one the main thread could not produce in time (headless Chromium keeps
 * vsync at 60 Hz). The loop's own cost is a few µs a frame.
 */
export interface ProbeWindow {
  scrollTo(x: number, y: number): void;
  __bench: {
    /** performance.now() of each React commit while recording. */
    commitTimes: number[];
    /** Each frame's rAF timestamp (the frame's start, the same for every callback of it) while recording. */
    frameTimes: number[];
    recording: boolean;
    /** Pixels to scroll each frame; 0 keeps the table still. Bounces between the top and the bottom. */
    scrollStep: number;
  };
}

/** The few page globals the probe uses (loadtest compiles without the DOM library). */
interface PageGlobals {
  scrollY: number;
  innerHeight: number;
  scrollBy(x: number, y: number): void;
  document: { documentElement: { scrollHeight: number } };
  requestAnimationFrame(fn: (time: number) => void): number;
  performance: { now(): number };
  console: { timeStamp(label: string): void };
}

export function installProbe(): void {
  const w = globalThis as unknown as ProbeWindow & PageGlobals;
  const bench = { commitTimes: [] as number[], frameTimes: [] as number[], recording: false, scrollStep: 0 };
  w.__bench = bench;
  const noop = () => {};
  Object.defineProperty(w, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: noop,
      onScheduleFiberRoot: noop,
      onCommitFiberRoot: () => {
        if (bench.recording) bench.commitTimes.push(w.performance.now());
      },
      onCommitFiberUnmount: noop,
      onPostCommitFiberRoot: noop,
    },
  });
  let direction = 1;
  // Read once per scrolling run: reading scrollHeight every frame would force a layout the page never asked for.
  let bottom = -1;
  const frame = (time: number) => {
    if (bench.recording) {
      w.console.timeStamp('bench-frame');
      bench.frameTimes.push(time);
    }
    if (bench.scrollStep === 0) bottom = -1;
    else {
      if (bottom < 0) bottom = w.document.documentElement.scrollHeight - w.innerHeight;
      if (w.scrollY >= bottom - bench.scrollStep) direction = -1;
      else if (w.scrollY <= 0) direction = 1;
      w.scrollBy(0, direction * bench.scrollStep);
    }
    w.requestAnimationFrame(frame);
  };
  w.requestAnimationFrame(frame);
}

/**
 * The probe as an init script. tsx compiles with esbuild's keepNames, which wraps named functions in
 * `__name(…)`, a helper the page does not have: the shim gives it one.
 */
export const PROBE_SCRIPT = `(() => { const __name = (f) => f; (${installProbe.toString()})(); })();`;
