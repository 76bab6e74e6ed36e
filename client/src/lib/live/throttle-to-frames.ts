import { audit, type MonoTypeOperatorFunction, Observable } from 'rxjs';
import { onNextFrame } from './frame-batch.ts';

/** Emits once, in the next frame's batch (see frame-batch.ts). */
const nextFrame = () =>
  new Observable<void>((sub) =>
    onNextFrame(() => {
      sub.next();
      sub.complete();
    }),
  );

/**
 * Passes on at most one value per animation frame: the latest one. A burst of patches between two
 * paints becomes one render, and an idle channel asks for no frames at all (unlike buffer(animationFrames())).
 * Every channel's frame runs in the page's one frame batch, so their renders share one commit.
 */
export function throttleToFrames<T>(): MonoTypeOperatorFunction<T> {
  return audit(nextFrame);
}
