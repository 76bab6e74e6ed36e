import { BACK_TO_TOP_MS } from '@kuyi/shared';

/**
 * Back to top in exactly BACK_TO_TOP_MS (spec §9: 1 second). Native smooth scrolling picks its own
 * duration, so the page is moved frame by frame on an ease-out curve.
 */
export function scrollToTop(duration: number = BACK_TO_TOP_MS): void {
  const from = window.scrollY;
  if (from <= 0) return;
  const start = performance.now();
  const step = (t: number) => {
    const p = Math.min(1, (t - start) / duration);
    const eased = 1 - (1 - p) ** 3;
    window.scrollTo(0, Math.round(from * (1 - eased)));
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
