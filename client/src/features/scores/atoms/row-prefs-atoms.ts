import type { MatchPin, Sport } from '@kuyi/shared';
import { atom } from 'jotai';

/**
 * The matches the fan pinned to the top, in pin order: saved in the browser, so pins survive a reload, and
 * kept with the account when logged in ([PIN1], see pin-sync.ts).
 */
export const pinnedAtom = atom<MatchPin[]>([]);
/** Match ids the visitor hid from the list. */
export const hiddenAtom = atom<string[]>([]);
/**
 * League ids unticked in the league filter, per sport: the ids are the score centre's per sport, and
 * football's 40 (意乙) is basketball's 40 (菲律宾PBA).
 */
export const excludedLeaguesAtom = atom<Record<Sport, string[]>>({ football: [], basketball: [] });
/** Show rows under league headers instead of one list by kick-off. */
export const groupByLeagueAtom = atom(false);
