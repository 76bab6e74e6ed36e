import type { Sport } from '@kuyi/shared';
import { atom } from 'jotai';

/** Match ids the visitor pinned to the top, in pin order (saved, so pins survive a reload). */
export const pinnedAtom = atom<string[]>([]);
/** Match ids the visitor hid from the list. */
export const hiddenAtom = atom<string[]>([]);
/**
 * League ids unticked in the league filter, per sport: the ids are the score centre's per sport, and
 * football's 40 (意乙) is basketball's 40 (菲律宾PBA).
 */
export const excludedLeaguesAtom = atom<Record<Sport, string[]>>({ football: [], basketball: [] });
/** Show rows under league headers instead of one list by kick-off. */
export const groupByLeagueAtom = atom(false);
