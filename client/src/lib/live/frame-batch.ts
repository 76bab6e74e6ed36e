/**
 * One animation-frame callback for every live update of the page, run in two phases: data (row stores take
 * their patches) and then layout (the virtual list takes the scroll offset). Updates made in one callback
 * reach React together, so a frame is one commit instead of one per source (issue 18).
 */
import { animationFrames, type Subscription, take } from 'rxjs';

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

/**
 * A hidden tab gets no animation frames (browsers pause them), yet its goal sounds and alerts are what a fan
 * who switched away is waiting for: there a timer runs the batch. A visible tab's frame comes long before the
 * longer timer, which only catches a tab hidden between the two.
 */
const hiddenDelayMs = () =>
  typeof document !== 'undefined' && document.visibilityState === 'hidden' ? 0 : 500;

function schedule(): void {
  scheduled = true;
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    frame?.unsubscribe();
    run();
  };
  const timer = setTimeout(fire, hiddenDelayMs());
  // Through rxjs so TestScheduler's animate() drives it in marble tests.
  const frame: Subscription | undefined = animationFrames().pipe(take(1)).subscribe(fire);
  if (done) frame.unsubscribe();
}

/** Runs `fn` in the next frame's batch; the returned function takes it back out. */
export function onNextFrame(fn: () => void, phase: FramePhase = 'data'): () => void {
  queues[phase].add(fn);
  if (!scheduled) schedule();
  return () => queues[phase].delete(fn);
}
