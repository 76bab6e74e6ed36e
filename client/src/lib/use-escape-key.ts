import { useEffect, useRef } from 'react';

/**
 * Esc closes what is open: a modal, a popup panel. Open layers form a stack and only the top one closes, so
 * Esc in the forgot-password box (opened over the login box) closes that box and leaves the login open.
 */
const open: { current: () => void }[] = [];

function onKeyDown(e: KeyboardEvent): void {
  if (e.key !== 'Escape' || e.defaultPrevented) return;
  const top = open.at(-1);
  if (!top) return;
  e.preventDefault();
  top.current();
}

/** While `active`, Esc calls `onEscape` (the latest one passed), unless a layer opened later is on top. */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  const handler = useRef(onEscape);
  handler.current = onEscape;
  useEffect(() => {
    if (!active) return;
    const layer = { current: () => handler.current() };
    open.push(layer);
    if (open.length === 1) document.addEventListener('keydown', onKeyDown);
    return () => {
      open.splice(open.indexOf(layer), 1);
      if (open.length === 0) document.removeEventListener('keydown', onKeyDown);
    };
  }, [active]);
}
