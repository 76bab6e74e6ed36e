import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { testUserInfo } from '../../../state/test-user.ts';
import { isLoginAtom, userInfoAtom } from '../../../state/user-atoms.ts';
import { useLogoutElsewhere } from './use-logout-elsewhere.ts';

const setCookie = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom offers only document.cookie
  document.cookie = value;
};

afterEach(() => setCookie('kuyi_login=; max-age=0; path=/'));

describe('a logout in another tab', () => {
  it('ends the login shown in this tab once the shared login cookie is gone (storage event, or back into view)', async () => {
    const { LOGIN_MARKER } = await import('../api/auth-api.ts');
    setCookie(`${LOGIN_MARKER}=1; path=/`);
    const store = createStore();
    store.set(isLoginAtom, true);
    store.set(userInfoAtom, testUserInfo());
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    renderHook(() => useLogoutElsewhere(), { wrapper });
    // Another tab changed local storage but the login is still there: nothing happens.
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'musicSetting' })));
    expect(store.get(isLoginAtom)).toBe(true);
    setCookie(`${LOGIN_MARKER}=; max-age=0; path=/`);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: null })));
    expect(store.get(isLoginAtom)).toBe(false);
    expect(store.get(userInfoAtom)).toBeNull();
  });
});
