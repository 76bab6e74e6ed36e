import { describe, expect, it } from 'vitest';
import {
  commitsPerFrame,
  DROPPED_FRAME_MS,
  frameStats,
  percentile,
  scriptingPerFrame,
  topLevel,
} from './frame-stats.ts';

describe('frame statistics', () => {
  it('percentile is nearest-rank: p50 of 1..10 is 5, p95 is 10, none is 0', () => {
    const values = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile([], 95)).toBe(0);
  });

  it('a slice nested in another is not counted twice (script time once per task)', () => {
    const kept = topLevel([
      { start: 0, duration: 5 },
      { start: 1, duration: 2 },
      { start: 6, duration: 1 },
    ]);
    expect(kept).toEqual([
      { start: 0, duration: 5 },
      { start: 6, duration: 1 },
    ]);
  });

  it('each slice counts whole in the frame where it started; slices outside the marks are ignored', () => {
    const marks = [10, 26.7, 43.4];
    const slices = [
      { start: 5, duration: 3 },
      { start: 12, duration: 2 },
      { start: 20, duration: 10 },
      { start: 30, duration: 1 },
      { start: 50, duration: 4 },
    ];
    expect(scriptingPerFrame(marks, slices)).toEqual([12, 1]);
  });

  it('a frame drops when longer than 1.5 budgets; missed vsyncs count the skipped intervals', () => {
    // 16.7 (fine), 24.9 (under the limit: not dropped), 33.4 (one missed vsync), 50 (two missed)
    const marks = [0, 16.7, 41.6, 75, 125];
    const stats = frameStats({ marks, slices: [], commits: [1, 0, 2, 1] });
    expect(DROPPED_FRAME_MS).toBeCloseTo(25, 1);
    expect(stats.frames).toBe(4);
    expect(stats.droppedFrames).toBe(2);
    expect(stats.missedVsyncs).toBe(1 + 2);
    expect(stats.commitsMean).toBe(1);
    expect(stats.commitsMax).toBe(2);
    expect(stats.framesOverOneCommit).toBe(1);
  });

  it('a commit counts in the frame that started last before it, whatever the order of rAF callbacks', () => {
    const frames = [100, 116.7, 133.4, 150];
    expect(commitsPerFrame(frames, [90, 100, 110, 116.7, 140, 149.9, 160])).toEqual([2, 1, 2]);
  });

  it("the page's scripting leaves out the probe's own rAF callback and what ran inside it", () => {
    const marks = [10, 26.7, 43.4];
    const probe = { start: 26.6, duration: 3 };
    const slices = [
      { start: 11, duration: 1 },
      probe,
      { start: 26.7, duration: 2.5 },
      { start: 30, duration: 1 },
    ];
    const stats = frameStats({ marks, slices, probe: [probe], commits: [1, 1] });
    expect([stats.scriptingP50, stats.scriptingP95]).toEqual([1, 4]);
    expect([stats.pageScriptingP50, stats.pageScriptingP95]).toEqual([1, 1]);
  });
});
