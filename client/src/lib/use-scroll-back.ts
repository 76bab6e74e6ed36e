import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the page of each history entry was scrolled to when it was left, for this tab's visit. */
const leftAt = new Map<string, number>();

/**
 * Back (or forward) to a page whose content arrives after it renders — a score list read again on every
 * visit — lands where the fan left it once `ready`. The router's own restoration runs at once, on a page still
 * too short, and the browser clamped the position to the top: Back from a match put the fan at the first row.
 */
export function useScrollBack(ready: boolean): void {
  const { key } = useLocation();
  const navigation = useNavigationType();
  const restored = useRef<string | null>(null);

  useEffect(() => {
    // The last position read while this page was shown: at unmount the new page may already have moved it.
    let y = window.scrollY;
    const onScroll = () => {
      y = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      leftAt.set(key, y);
    };
  }, [key]);

  useEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    const y = leftAt.get(key);
    if (navigation !== 'POP' || !y) return;
    // After the rows' layout: the frame that paints them makes the page tall enough to hold the position.
    const frame = requestAnimationFrame(() => window.scrollTo(0, y));
    return () => cancelAnimationFrame(frame);
  }, [ready, key, navigation]);
}
