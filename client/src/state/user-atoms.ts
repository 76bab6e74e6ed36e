import type { User } from '@kuyi/shared';
import { atom } from 'jotai';

/**
 * The user part of the client store (spec §3). Saved to local storage on unload and restored at start;
 * `isShowLoginBox` is always saved as false. See `persist-store.ts`.
 */
export const isShowLoginBoxAtom = atom(false);
export const isLoginAtom = atom(false);
export const userInfoAtom = atom<User | null>(null);
/**
 * True from start while a login cookie exists but no saved login was restored (a tab opened straight after
 * logging in elsewhere), until the gateway says whether that session lives: a page that needs a login waits
 * instead of offering the login box for a moment.
 */
export const sessionRestoringAtom = atom(false);
/** Set while /regists is open, so the shell hides the login box and side bar there. */
export const isRegistPageAtom = atom(false);
