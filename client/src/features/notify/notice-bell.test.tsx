import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLoginAtom } from '../../state/user-atoms.ts';
import NoticeBell from './notice-bell.tsx';
import { pushUnreadAtom } from './unread-atom.ts';
import { UNREAD_POLL_MS } from './use-unread-poll.ts';

/** The marker cookie the gateway sets at login; a saved login without it is not trusted. */
function setCookie(value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom offers only document.cookie
  document.cookie = value;
}
beforeEach(() => setCookie('kuyi_login=1; path=/'));
afterEach(() => {
  setCookie('kuyi_login=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The unread count the gateway answers, changed by the test between reads. */
function stubUnread(counts: number[]) {
  let reads = 0;
  vi.stubGlobal('fetch', async (input: string) => {
    expect(input).toBe('/api/user/notice/unreadCount');
    const count = counts[Math.min(reads, counts.length - 1)];
    reads += 1;
    return Response.json({ code: 200, msg: '查询成功', data: { count } });
  });
  return () => reads;
}

function renderBell(loggedIn: boolean) {
  const store = createStore();
  store.set(isLoginAtom, loggedIn);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <NoticeBell />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('header 消息 badge ([NT6])', () => {
  it('shows the unread count on the link to the 消息 page, re-read when the tab regains focus', async () => {
    const reads = stubUnread([3, 5]);
    renderBell(true);
    const link = await screen.findByRole('link', { name: '消息，3条未读' });
    expect(link.getAttribute('href')).toBe('/userarea/notice');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('link', { name: '消息，5条未读' })).toBeTruthy();
    expect(reads()).toBe(2);
  });

  it('reads again once a minute, and shows 99+ above 99 and no badge at 0', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const reads = stubUnread([0, 120]);
    renderBell(true);
    await waitFor(() => expect(reads()).toBe(1));
    expect(screen.getByRole('link', { name: '消息' }).textContent).toBe('消息');
    act(() => {
      vi.advanceTimersByTime(UNREAD_POLL_MS);
    });
    await waitFor(() => expect(screen.getByRole('link').textContent).toBe('消息99+'));
    expect(reads()).toBe(2);
  });

  it('asks nothing for a visitor', async () => {
    const reads = stubUnread([3]);
    const store = renderBell(false);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(reads()).toBe(0);
    // Logging in starts the reads; logging out stops them and hides the count.
    act(() => store.set(isLoginAtom, true));
    expect(await screen.findByRole('link', { name: '消息，3条未读' })).toBeTruthy();
    act(() => store.set(isLoginAtom, false));
    expect(screen.getByRole('link', { name: '消息' })).toBeTruthy();
  });

  it('asks nothing for a login saved from an earlier visit whose cookie is gone', () => {
    setCookie('kuyi_login=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
    const reads = stubUnread([3]);
    renderBell(true);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(reads()).toBe(0);
  });

  it('[NT8] shows a count pushed over the socket at once, and a read already under way does not undo it', async () => {
    let answer: (count: number) => void = () => undefined;
    let reads = 0;
    vi.stubGlobal('fetch', (input: string) => {
      expect(input).toBe('/api/user/notice/unreadCount');
      reads += 1;
      if (reads === 1)
        return Promise.resolve(Response.json({ code: 200, msg: '查询成功', data: { count: 1 } }));
      return new Promise<Response>((resolve) => {
        answer = (count) => resolve(Response.json({ code: 200, msg: '查询成功', data: { count } }));
      });
    });
    const store = renderBell(true);
    expect(await screen.findByRole('link', { name: '消息，1条未读' })).toBeTruthy();
    act(() => store.set(pushUnreadAtom, 4));
    expect(screen.getByRole('link', { name: '消息，4条未读' })).toBeTruthy();
    // A focus read starts, a reply is pushed while it is out, then it answers with what it saw before the reply.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(reads).toBe(2));
    act(() => store.set(pushUnreadAtom, 5));
    await act(async () => answer(4));
    expect(screen.getByRole('link', { name: '消息，5条未读' })).toBeTruthy();
  });
});
