/**
 * One animation-frame callback for every live update of the page, run in two phases: data (row stores take
 * their patches) and then layout (the virtual list takes the scroll offset). Updates made in one callback
 * reach React together, so a frame is one commit instead of one per source (issue 18).
 */
import { animationFrames, take } from 'rxjs';

export type FramePhase = 'data' | 'layout';

const queues: Record<FramePhase, Set<() => void>> = { data: new Set(), layout: new Set() };
let scheduled = false;

function run(): void {
  scheduled = false;
  for (const phase of ['data', 'layout'] as const) {
    const fns = [...queues[phase]];
    queues[phase].clear();
    for (const fn of fns) fn();
  }
}

/** Runs `fn` in the next frame's batch; the returned function takes it back out. */
export function onNextFrame(fn: () => void, phase: FramePhase = 'data'): () => void {
  queues[phase].add(fn);
  if (!scheduled) {
    scheduled = true;
    // Through rxjs so TestScheduler's animate() drives it in marble tests.
    animationFrames().pipe(take(1)).subscribe(run);
  }
  return () => queues[phase].delete(fn);
}
