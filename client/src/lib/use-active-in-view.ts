import { type RefObject, useEffect } from 'react';

/**
 * On a phone a tab strip (the header's sections, the user centre's menu) is wider than the screen: centre
 * its `.active` item whenever `key` (the path) changes, so the current page's tab is never scrolled out of
 * sight. Measured from the boxes, so it holds whatever the strip's offset parent is.
 */
export function useActiveInView(strip: RefObject<HTMLElement | null>, key: unknown): void {
  useEffect(() => {
    void key;
    const el = strip.current;
    const active = el?.querySelector<HTMLElement>('.active');
    if (!el || !active || el.scrollWidth <= el.clientWidth) return;
    const box = el.getBoundingClientRect();
    const tab = active.getBoundingClientRect();
    el.scrollLeft += tab.left - box.left - (el.clientWidth - tab.width) / 2;
  }, [strip, key]);
}
