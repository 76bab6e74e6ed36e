import { DEFAULT_SETTINGS } from '@kuyi/shared';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { oddsNameAtom } from './app-atoms.ts';
import { installPersistence, restoreStore, STORE_KEY, saveStore } from './persist-store.ts';
import { panAtom, settingAtom } from './settings-atoms.ts';
import { storeEntries } from './store-entries.ts';
import { testUser } from './test-user.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from './user-atoms.ts';

const user = testUser({ id: '7', userName: '球迷小王', userSig: 's' });

describe('client store persistence (spec §3)', () => {
  it('saves the store on unload and restores it at start, with isShowLoginBox reset to false', () => {
    const storage = window.localStorage;
    storage.clear();
    const before = createStore();
    before.set(isLoginAtom, true);
    before.set(userInfoAtom, user);
    before.set(isShowLoginBoxAtom, true);
    before.set(settingAtom, { ...DEFAULT_SETTINGS.setting, red: false });
    saveStore(before, storeEntries, storage);

    const saved = JSON.parse(storage.getItem(STORE_KEY) ?? '{}');
    expect(saved.isShowLoginBox).toBe(false);
    expect(Object.keys(saved)).toEqual(
      expect.arrayContaining(['isLogin', 'userInfo', 'navIndex', 'oddsName']),
    );

    const after = createStore();
    restoreStore(after, storeEntries, storage);
    expect(after.get(isLoginAtom)).toBe(true);
    expect(after.get(userInfoAtom)).toEqual(user);
    expect(after.get(isShowLoginBoxAtom)).toBe(false);
    expect(after.get(settingAtom).red).toBe(false);
  });

  it('[spec §3] a 设置 choice made in one tab outlives another tab (opened earlier) that closes later', () => {
    const storage = window.localStorage;
    storage.clear();
    // Two tabs of one browser, football and basketball, each restoring the same save at start.
    const football = createStore();
    const basketball = createStore();
    const offFootball = installPersistence(football, storeEntries, storage);
    const offBasketball = installPersistence(basketball, storeEntries, storage);
    basketball.set(isShowLoginBoxAtom, true);
    football.set(panAtom, { ...football.get(panAtom), ya: false });
    football.set(oddsNameAtom, '3');
    // The browser tells the other tabs that the save changed (jsdom does not, for its one window).
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORE_KEY, newValue: storage.getItem(STORE_KEY) }),
    );
    expect(basketball.get(panAtom).ya).toBe(false);
    expect(basketball.get(oddsNameAtom)).toBe('3');
    // Page state is the tab's own: the basketball tab's open login box stays open.
    expect(basketball.get(isShowLoginBoxAtom)).toBe(true);
    // Both tabs close, football first: the basketball tab's save must not bring 亚盘 back.
    window.dispatchEvent(new Event('pagehide'));
    offFootball();
    offBasketball();
    const next = createStore();
    restoreStore(next, storeEntries, storage);
    expect(next.get(panAtom).ya).toBe(false);
    // 赔率公司 is a preference of the same kind.
    expect(next.get(oddsNameAtom)).toBe('3');
  });

  it('keeps the defaults when the save is malformed or of another shape', () => {
    const storage = window.localStorage;
    storage.setItem(STORE_KEY, '{not json');
    const a = createStore();
    restoreStore(a, storeEntries, storage);
    expect(a.get(settingAtom)).toEqual(DEFAULT_SETTINGS.setting);
    storage.setItem(STORE_KEY, JSON.stringify({ isLogin: 'yes', setting: [1] }));
    restoreStore(a, storeEntries, storage);
    expect(a.get(isLoginAtom)).toBe(false);
    expect(a.get(settingAtom)).toEqual(DEFAULT_SETTINGS.setting);
  });

  it('fills a setting added in a later release with its default', () => {
    const storage = window.localStorage;
    storage.setItem(STORE_KEY, JSON.stringify({ setting: { red: false } }));
    const a = createStore();
    restoreStore(a, storeEntries, storage);
    expect(a.get(settingAtom)).toEqual({ ...DEFAULT_SETTINGS.setting, red: false });
  });
});
