import type { Sport } from '@kuyi/shared';
import { useSetAtom } from 'jotai';
import { type MouseEvent, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { hiddenAtom, pinnedAtom } from '../atoms/row-prefs-atoms.ts';
import { togglePin, unpin } from '../model/match-pins.ts';

/**
 * Clicks inside the live table, handled once for the whole table instead of in every row (issue 18): a row
 * that scrolls in mounts plain `<a>` and `<button>` elements, not three react-router Links (each with its
 * own hooks and an effect) and two jotai setters. Rows mark them with `data-row-link` / `data-row-action`.
 * A row link's `href` is the app path itself: the router has no basename, so it is what a Link would render.
 */
export type RowClick =
  | { kind: 'navigate'; path: string }
  | { kind: 'pin'; id: string }
  | { kind: 'hide'; id: string }
  | null;

/** The pointer facts of a click that decide whether the browser, not the app, should follow a link. */
interface ClickFacts {
  target: EventTarget | null;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/**
 * What a click in the table asks for. Links follow react-router's Link rules: a plain left click navigates
 * in the app; a modified click (new tab, new window, download) or one already handled is left to the browser.
 */
export function rowClick(e: ClickFacts): RowClick {
  if (e.defaultPrevented || !(e.target instanceof Element)) return null;
  const action = e.target.closest<HTMLElement>('[data-row-action]');
  if (action) {
    const id = action.closest<HTMLElement>('[data-match-id]')?.dataset.matchId;
    const kind = action.dataset.rowAction;
    if (!id || (kind !== 'pin' && kind !== 'hide')) return null;
    return { kind, id };
  }
  const link = e.target.closest<HTMLAnchorElement>('a[data-row-link]');
  if (!link) return null;
  if (e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return null;
  if (link.target && link.target !== '_self') return null;
  const path = link.getAttribute('href');
  return path ? { kind: 'navigate', path } : null;
}

/**
 * The table's click handler: row links navigate in the app, 置顶 / 隐藏 update the visitor's prefs. A pin
 * carries the row's kick-off, which dates it for pruning ([PIN5]).
 */
export function useRowClicks(
  sport: Sport,
  kickoffOf: (id: string) => number | null,
): (e: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const setPinned = useSetAtom(pinnedAtom);
  const setHidden = useSetAtom(hiddenAtom);
  return useCallback(
    (e: MouseEvent<HTMLElement>) => {
      const click = rowClick(e);
      if (!click) return;
      if (click.kind === 'navigate') {
        e.preventDefault();
        navigate(click.path);
      } else if (click.kind === 'pin') {
        const { id } = click;
        setPinned((list) => togglePin(list, { sport, matchId: id, kickoff: kickoffOf(id) }));
      } else {
        const { id } = click;
        setHidden((list) => (list.includes(id) ? list : [...list, id]));
        setPinned((list) => unpin(list, sport, id));
      }
    },
    [navigate, setPinned, setHidden, sport, kickoffOf],
  );
}
