import { afterEach, describe, expect, it } from 'vitest';
import { isLoginAtom, sessionRestoringAtom } from '../state/user-atoms.ts';
import { createAppStore } from './create-app-store.ts';

const storage = (items: Record<string, string> = {}): Storage => {
  const map = new Map(Object.entries(items));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
};

const setCookie = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom offers only document.cookie
  document.cookie = value;
};

afterEach(() => setCookie('kuyi_login=; expires=Thu, 01 Jan 1970 00:00:00 GMT'));

describe('the page store at start', () => {
  it('[UA0] a login cookie without a saved login marks the session as being checked', () => {
    setCookie('kuyi_login=1');
    const store = createAppStore(storage());
    expect(store.get(isLoginAtom)).toBe(false);
    expect(store.get(sessionRestoringAtom)).toBe(true);
  });

  it('[UA0] no login cookie: nothing to wait for', () => {
    expect(createAppStore(storage()).get(sessionRestoringAtom)).toBe(false);
  });
});
