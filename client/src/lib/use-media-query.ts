import { useSyncExternalStore } from 'react';

/** Phones: below this width the score tables switch to two-line touch rows (issue 11). */
export const PHONE_QUERY = '(max-width: 640px)';

/** Whether a CSS media query matches now, re-rendering when it flips (rotation, window resize). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}
