/**
 * Per-frame statistics of a browser trace, pure so the rules can be tested without a browser.
 *
 * Frames are the intervals between consecutive marks that the page's own rAF loop stamps on the trace
 * (`console.timeStamp`), one per rendered frame: that loop runs every vsync, so an interval longer than the
 * budget is a frame the page failed to produce in time, idle or not.
 */

/** One vsync at 60 Hz. */
export const FRAME_BUDGET_MS = 1000 / 60;
/** A frame "drops" when it takes longer than 1.5 budgets (25 ms): it missed at least one vsync. */
export const DROPPED_FRAME_MS = 1.5 * FRAME_BUDGET_MS;

/** A complete trace event on the renderer's main thread, times in ms on the trace clock. */
export interface Slice {
  start: number;
  duration: number;
}

export interface FrameStats {
  frames: number;
  /** Sum of the top-level script slices that started inside each frame, ms. */
  scriptingP50: number;
  scriptingP95: number;
  scriptingMax: number;
  /** The same without the probe's own rAF callback (its mark and scrollBy): the page's script alone. */
  pageScriptingP50: number;
  pageScriptingP95: number;
  /** Frames longer than DROPPED_FRAME_MS. */
  droppedFrames: number;
  /** Vsyncs with no new frame: round(interval / budget) − 1, summed over the frames. */
  missedVsyncs: number;
  frameP95Ms: number;
  /** React commits per frame, from the page's count between two marks. */
  commitsMean: number;
  commitsMax: number;
  /** Frames with more than one commit. */
  framesOverOneCommit: number;
}

/** Nearest-rank percentile (p in 0–100) of unsorted values; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] as number;
}

/**
 * Drops slices nested inside an earlier kept slice (a FunctionCall inside an EventDispatch), so script
 * time is counted once per task.
 */
export function topLevel(slices: readonly Slice[]): Slice[] {
  const sorted = [...slices].sort((a, b) => a.start - b.start || b.duration - a.duration);
  const out: Slice[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const s of sorted) {
    if (s.start < end) continue;
    out.push(s);
    end = s.start + s.duration;
  }
  return out;
}

/** Script ms per frame: each top-level slice counts, whole, in the frame where it started. */
export function scriptingPerFrame(marks: readonly number[], slices: readonly Slice[]): number[] {
  const perFrame = new Array<number>(Math.max(0, marks.length - 1)).fill(0);
  let frame = 0;
  for (const s of topLevel(slices)) {
    while (frame < perFrame.length && s.start >= (marks[frame + 1] as number)) frame++;
    if (frame >= perFrame.length) break;
    if (s.start < (marks[frame] as number)) continue;
    perFrame[frame] = (perFrame[frame] as number) + s.duration;
  }
  return perFrame;
}

/** Commits per frame: each commit counts in the frame whose start time is the last one before it. */
export function commitsPerFrame(frameTimes: readonly number[], commitTimes: readonly number[]): number[] {
  const perFrame = new Array<number>(Math.max(0, frameTimes.length - 1)).fill(0);
  let frame = 0;
  for (const t of [...commitTimes].sort((a, b) => a - b)) {
    if (t < (frameTimes[0] ?? Number.POSITIVE_INFINITY)) continue;
    while (frame < perFrame.length && t >= (frameTimes[frame + 1] as number)) frame++;
    if (frame >= perFrame.length) break;
    perFrame[frame] = (perFrame[frame] as number) + 1;
  }
  return perFrame;
}

export function frameStats(input: {
  /** Frame marks on the trace clock, ms, ascending. */
  marks: readonly number[];
  slices: readonly Slice[];
  /** The probe's own rAF slices among `slices` (see traceSlices); none when left out. */
  probe?: readonly Slice[];
  /** Commits in each frame (see commitsPerFrame). */
  commits: readonly number[];
}): FrameStats {
  const { marks, commits } = input;
  const intervals: number[] = [];
  for (let i = 1; i < marks.length; i++) intervals.push((marks[i] as number) - (marks[i - 1] as number));
  const scripting = scriptingPerFrame(marks, input.slices);
  // Top-level first, so what ran inside the probe's callback goes out with it.
  const probeStarts = new Set((input.probe ?? []).map((s) => s.start));
  const page = scriptingPerFrame(
    marks,
    topLevel(input.slices).filter((s) => !probeStarts.has(s.start)),
  );
  const round2 = (n: number) => Math.round(n * 100) / 100;
  return {
    frames: intervals.length,
    scriptingP50: round2(percentile(scripting, 50)),
    scriptingP95: round2(percentile(scripting, 95)),
    scriptingMax: round2(Math.max(0, ...scripting)),
    pageScriptingP50: round2(percentile(page, 50)),
    pageScriptingP95: round2(percentile(page, 95)),
    droppedFrames: intervals.filter((ms) => ms > DROPPED_FRAME_MS).length,
    missedVsyncs: intervals.reduce((n, ms) => n + Math.max(0, Math.round(ms / FRAME_BUDGET_MS) - 1), 0),
    frameP95Ms: round2(percentile(intervals, 95)),
    commitsMean: round2(commits.length ? commits.reduce((a, b) => a + b, 0) / commits.length : 0),
    commitsMax: Math.max(0, ...commits),
    framesOverOneCommit: commits.filter((c) => c > 1).length,
  };
}
