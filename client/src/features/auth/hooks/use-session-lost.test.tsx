import { act, cleanup, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postJson, requestJson } from '../../../lib/http/request-json.ts';
import { testUser } from '../../../state/test-user.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../../state/user-atoms.ts';
import { useSessionLost } from './use-session-lost.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Probe() {
  useSessionLost();
  return null;
}

function loggedInPage() {
  const store = createStore();
  store.set(isLoginAtom, true);
  store.set(userInfoAtom, testUser());
  render(
    <Provider store={store}>
      <Probe />
    </Provider>,
  );
  return store;
}

const answer = (code: number) =>
  vi.stubGlobal('fetch', async () =>
    Response.json({ code, msg: code === 401 ? '请先登录' : '', data: null }),
  );

describe('[UA6] a 401 means the login is gone, whatever the page thought', () => {
  it('[UA6] a read answered 401 logs the page out quietly (no login box pushed at a page load)', async () => {
    const store = loggedInPage();
    answer(401);
    const res = await act(() => requestJson('/api/user/bill/list'));
    expect(res).toEqual({ ok: false, code: 401, msg: '请先登录' });
    expect(store.get(isLoginAtom)).toBe(false);
    expect(store.get(userInfoAtom)).toBeNull();
    expect(store.get(isShowLoginBoxAtom)).toBe(false);
  });

  it('[UA6] a write answered 401 logs out and opens the login box, so the user can log in and try again', async () => {
    const store = loggedInPage();
    answer(401);
    await act(() => postJson('/api/user/posts/insert', { title: 'x' }));
    expect(store.get(isLoginAtom)).toBe(false);
    expect(store.get(isShowLoginBoxAtom)).toBe(true);
  });

  it('[UA6] a write GET of the spec (点赞, 打赏, 关注) answered 401 opens the login box like a POST', async () => {
    const store = loggedInPage();
    answer(401);
    await act(() => requestJson('/api/user/reply/dianZanReply?replyCode=3&resourceId=1&type=1'));
    expect(store.get(isLoginAtom)).toBe(false);
    expect(store.get(isShowLoginBoxAtom)).toBe(true);
  });

  it('[UA6] other refusals (403, 400) leave the login alone; a visitor’s 401 opens nothing', async () => {
    const store = loggedInPage();
    answer(403);
    await act(() => postJson('/api/user/posts/delete', { id: 1 }));
    expect(store.get(isLoginAtom)).toBe(true);
    act(() => store.set(isLoginAtom, false));
    answer(401);
    await act(() => postJson('/api/user/posts/insert', { title: 'x' }));
    expect(store.get(isShowLoginBoxAtom)).toBe(false);
  });

  it('[UA6] a 401 to a request sent before this login (a slow read started as a visitor) leaves the new login alone', async () => {
    const store = loggedInPage();
    act(() => store.set(isLoginAtom, false));
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const slow = requestJson('/api/user/posts/selectPagingFoType?tab=attention');
    act(() => store.set(isLoginAtom, true)); // logged in while it was on its way
    answer(Response.json({ code: 401, msg: '请先登录', data: null }));
    await act(() => slow);
    expect(store.get(isLoginAtom)).toBe(true);
    // A request sent after the login still counts.
    answer = () => {};
    vi.stubGlobal('fetch', async () => Response.json({ code: 401, msg: '请先登录', data: null }));
    await act(() => requestJson('/api/user/bill/list'));
    expect(store.get(isLoginAtom)).toBe(false);
  });
});
