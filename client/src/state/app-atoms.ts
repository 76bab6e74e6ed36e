import type { Json } from '@kuyi/shared';
import { atom } from 'jotai';

/**
 * The rest of the client store of spec §3 (the user part is `user-atoms.ts`). Later issues give these
 * their pages; the names are the spec's so a reader can map them one to one. Values are plain JSON so the
 * whole store can be saved to local storage.
 */
export const hNewsListAtom = atom<Json[]>([]);
export const tapKeyAtom = atom('1');
export const activeSpecialAreaIndexAtom = atom(0);
export const activeSpecialIdAtom = atom<string | null>(null);
export const myuserInfoAtom = atom<Json | null>(null);
export const userIdAtom = atom<string | null>(null);
export const authorIndexAtom = atom(0);
export const lvInfoAtom = atom<Json | null>(null);
export const arenaIndexAtom = atom(0);
export const attentionUserAtom = atom<Json[]>([]);
export const leagueBaseAtom = atom<Json | null>(null);
export const seasonAtom = atom<string | null>(null);
export const navTitleAtom = atom('');
export const typeBaseAtom = atom<Json | null>(null);
export const navIndexAtom = atom(0);
export const oddsNameAtom = atom('');
