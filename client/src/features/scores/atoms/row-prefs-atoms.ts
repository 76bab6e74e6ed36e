import { atom } from 'jotai';

/** Match ids the visitor pinned to the top, in pin order (saved, so pins survive a reload). */
export const pinnedAtom = atom<string[]>([]);
/** Match ids the visitor hid from the list. */
export const hiddenAtom = atom<string[]>([]);
/** League ids unticked in the league filter. */
export const excludedLeaguesAtom = atom<string[]>([]);
/** Show rows under league headers instead of one list by kick-off. */
export const groupByLeagueAtom = atom(false);
