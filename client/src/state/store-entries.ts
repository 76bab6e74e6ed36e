import * as app from './app-atoms.ts';
import type { PersistEntry } from './persist-store.ts';
import { persist, persistShared } from './persist-store.ts';
import { musicAtom, panAtom, settingAtom, timeZoneAtom } from './settings-atoms.ts';
import { isLoginAtom, isRegistPageAtom, isShowLoginBoxAtom, userInfoAtom } from './user-atoms.ts';

/** The spec §3 client store and settings, under the spec's names, as saved to local storage. */
export const storeEntries: readonly PersistEntry[] = [
  persist('isShowLoginBox', isShowLoginBoxAtom, false),
  persist('isLogin', isLoginAtom),
  persist('userInfo', userInfoAtom),
  // Page-scoped: the register page sets it while open. Saved as false so a reload elsewhere never
  // starts with the side bar and login box hidden.
  persist('isRegistPage', isRegistPageAtom, false),
  persist('hNewsList', app.hNewsListAtom),
  persist('tapKey', app.tapKeyAtom),
  persist('activeSpecialAreaIndex', app.activeSpecialAreaIndexAtom),
  persist('activeSpecialId', app.activeSpecialIdAtom),
  persist('myuserInfo', app.myuserInfoAtom),
  persist('userId', app.userIdAtom),
  persist('authorIndex', app.authorIndexAtom),
  persist('lvInfo', app.lvInfoAtom),
  persist('arenaIndex', app.arenaIndexAtom),
  persist('attentionUser', app.attentionUserAtom),
  persist('leagueBase', app.leagueBaseAtom),
  persist('season', app.seasonAtom),
  persist('navTitle', app.navTitleAtom),
  persist('typeBase', app.typeBaseAtom),
  persist('navIndex', app.navIndexAtom),
  persistShared('oddsName', app.oddsNameAtom),
  persistShared('pan', panAtom),
  persistShared('music', musicAtom),
  persistShared('setting', settingAtom),
  persistShared('timeZone', timeZoneAtom),
];
