import { animationFrames, audit, type MonoTypeOperatorFunction, take } from 'rxjs';

/**
 * Passes on at most one value per animation frame: the latest one. A burst of patches between two
 * paints becomes one render, and an idle channel asks for no frames at all (unlike buffer(animationFrames())).
 */
export function throttleToFrames<T>(): MonoTypeOperatorFunction<T> {
  return audit(() => animationFrames().pipe(take(1)));
}
