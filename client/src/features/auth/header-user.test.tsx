import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Toaster from '../../components/toaster.tsx';
import { testUser } from '../../state/test-user.ts';
import { isLoginAtom, userInfoAtom } from '../../state/user-atoms.ts';
import HeaderUser from './header-user.tsx';

const user = testUser({ userSig: 's' });

/** jsdom has no Cookie Store API; the marker cookie is what the gateway sets at login. */
function setCookie(value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom offers only document.cookie
  document.cookie = value;
}
const clearCookie = () => setCookie('kuyi_login=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
beforeEach(clearCookie);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearCookie();
});

function renderHeader(loggedIn: boolean, bdVid: string | null = null) {
  const store = createStore();
  store.set(isLoginAtom, loggedIn);
  store.set(userInfoAtom, loggedIn ? user : null);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <HeaderUser bdVid={bdVid} />
        <Toaster />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('HeaderUser (spec §2 header, §4 logout and restore)', () => {
  it('[HDR1] logged out: 登录 and 注册, register carrying bd_vid', () => {
    renderHeader(false, 'abc 1');
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '注册' }).getAttribute('href')).toBe('/regists?bd_vid=abc%201');
  });

  it('[HDR2] the saved login is dropped at load when no token cookie exists', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const store = renderHeader(true);
    await waitFor(() => expect(store.get(isLoginAtom)).toBe(false));
    expect(store.get(userInfoAtom)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('[HDR2] with the token cookie the user info is loaded from the server', async () => {
    setCookie('kuyi_login=1; path=/');
    vi.stubGlobal('fetch', async () =>
      Response.json({ code: 200, msg: '', data: { ...user, userName: '改名了' } }),
    );
    const store = renderHeader(true);
    expect(await screen.findByText('改名了')).toBeTruthy();
    expect(store.get(isLoginAtom)).toBe(true);
    expect(screen.getByRole('link', { name: /改名了/ }).getAttribute('href')).toBe('/userarea');
  });

  it('[HDR3] the caret asks 确定退出麽? — 取消 keeps the login, 确定 logs out with 退出成功 and clears storage', async () => {
    setCookie('kuyi_login=1; path=/');
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('logout')
        ? Response.json({ code: 200, msg: '退出成功', data: null })
        : Response.json({ code: 200, msg: '', data: user }),
    );
    vi.stubGlobal('fetch', fetchMock);
    window.localStorage.setItem('kuyi-store', '{"isLogin":true}');
    const store = renderHeader(true);
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    const dialog = screen.getByRole('alertdialog', { name: '确定退出麽?' });
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(dialog.isConnected).toBe(false);
    expect(store.get(isLoginAtom)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('退出成功')).toBeTruthy();
    expect(store.get(isLoginAtom)).toBe(false);
    expect(store.get(userInfoAtom)).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/user/user/logout')).toBe(true);
  });

  it('[issue 11 bug 1] 确定退出麽? is not white on white: the dialog sits outside the white-text header', async () => {
    setCookie('kuyi_login=1; path=/');
    vi.stubGlobal('fetch', async () => Response.json({ code: 200, msg: '', data: user }));
    renderHeader(true);
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    const dialog = screen.getByRole('alertdialog', { name: '确定退出麽?' });
    // The header's `.header-user` sets color: #fff and white button backgrounds for everything inside it.
    expect(dialog.closest('.header-user')).toBeNull();
    expect(dialog.closest('.modal-mask')?.parentElement).toBe(document.body);
  });
});
