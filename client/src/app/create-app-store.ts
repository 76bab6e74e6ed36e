import { createStore } from 'jotai';
import { hasLoginCookie } from '../features/auth/api/auth-api.ts';
import { persistPins } from '../features/scores/atoms/persist-pins.ts';
import {
  excludedLeaguesAtom,
  groupByLeagueAtom,
  hiddenAtom,
  pinnedAtom,
} from '../features/scores/atoms/row-prefs-atoms.ts';
import { setDisplayZone } from '../lib/time/display-zone.ts';
import { installPersistence, persistShared } from '../state/persist-store.ts';
import { timeZoneAtom } from '../state/settings-atoms.ts';
import { storeEntries } from '../state/store-entries.ts';
import { isLoginAtom, sessionRestoringAtom } from '../state/user-atoms.ts';

/**
 * The one jotai store of the page, restored from local storage at start and saved on unload. Pinned and
 * hidden matches are saved with it so they survive a reload.
 */
export function createAppStore(storage: Storage = window.localStorage): ReturnType<typeof createStore> {
  const store = createStore();
  installPersistence(
    store,
    [
      ...storeEntries,
      persistPins('pinnedMatches', pinnedAtom),
      persistShared('hiddenMatches', hiddenAtom),
      persistShared('excludedLeagues', excludedLeaguesAtom),
      persistShared('groupByLeague', groupByLeagueAtom),
    ],
    storage,
  );
  if (!store.get(isLoginAtom) && hasLoginCookie()) store.set(sessionRestoringAtom, true);
  // Formatters outside React (match pages, odds centre) read the saved kick-off clock from here.
  setDisplayZone(store.get(timeZoneAtom));
  store.sub(timeZoneAtom, () => setDisplayZone(store.get(timeZoneAtom)));
  return store;
}
