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
/**
 * The page's login is gone without the user logging out here: a 401 ([UA6]), the gateway ending it under the
 * reminder socket ([UA5]), or the start-up check finding it dead. The header shows 登录/注册, gated pages their
 * prompt, the reminder socket closes; `askToLogin` opens the login box too (the user was doing something).
 */
export const loginLostAtom = atom(null, (_get, set, opts: { askToLogin: boolean }) => {
  set(isLoginAtom, false);
  set(userInfoAtom, null);
  if (opts.askToLogin) set(isShowLoginBoxAtom, true);
});
/** Set while /regists is open, so the shell hides the login box and side bar there. */
export const isRegistPageAtom = atom(false);
