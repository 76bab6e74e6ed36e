import { type RefObject, useEffect } from 'react';

/**
 * On a phone a tab strip (the header's sections, the user centre's menu) is wider than the screen: centre
 * its `.active` item whenever `key` (the path) changes, so the current page's tab is never scrolled out of
 * sight. The strip then starts at a whole tab (the one the centred offset falls in): a few pixels of the tab
 * before showed at the left edge as a stray "·". At the strip's end the last tab stays whole instead.
 * Measured from the boxes, so it holds whatever the strip's offset parent is.
 */
export function useActiveInView(strip: RefObject<HTMLElement | null>, key: unknown): void {
  useEffect(() => {
    void key;
    const el = strip.current;
    const active = el?.querySelector<HTMLElement>('.active');
    if (!el || !active || el.scrollWidth <= el.clientWidth) return;
    const box = el.getBoundingClientRect();
    const at = (item: Element) => item.getBoundingClientRect().left - box.left + el.scrollLeft;
    const tab = active.getBoundingClientRect();
    const max = el.scrollWidth - el.clientWidth;
    const centred = Math.max(0, at(active) - (el.clientWidth - tab.width) / 2);
    if (centred >= max) {
      el.scrollLeft = max;
      return;
    }
    // The start of the tab the centred offset falls in: never past the active tab, so it stays in sight.
    const starts = [...el.children].map(at).filter((s) => s <= centred);
    el.scrollLeft = starts.length > 0 ? Math.max(...starts) : centred;
  }, [strip, key]);
}
