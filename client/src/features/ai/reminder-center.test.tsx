import { PROTOCOL_VERSION, type SessionEndedNotice, SOCKET_ERROR_MESSAGE, type User } from '@kuyi/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_RELOAD_KEY } from '../../lib/chunk-reload-guard.ts';
import { toastStore } from '../../lib/toast.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import ReminderCenter from './reminder-center.tsx';
import { arrive, resetArrived } from './reminder-store.ts';

/** Every socket.io socket the page opens: the real client, only recorded. */
const opened = vi.hoisted(() => [] as Socket[]);
vi.mock('socket.io-client', async (importOriginal) => {
  const real = await importOriginal<typeof import('socket.io-client')>();
  const io = ((...args: Parameters<typeof real.io>) => {
    const socket = real.io(...args);
    opened.push(socket);
    return socket;
  }) as typeof real.io;
  return { ...real, io, default: io };
});

const me = { id: '9', userName: '球迷小李' } as User;

function mountFor(user: User | null) {
  const store = createStore();
  store.set(userInfoAtom, user);
  store.set(isLoginAtom, user !== null);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ReminderCenter />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

afterEach(() => {
  cleanup();
  opened.length = 0;
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  resetArrived();
});

describe('[AI6] an in-page alert read through its link', () => {
  it('查看比赛 on an alert closes it and marks that reminder read, so 历史提醒 no longer counts it unread', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      return Response.json({ code: 200, msg: '已标为已读', data: { marked: 1 } });
    });
    mountFor(me);
    act(() => {
      arrive(
        [
          {
            id: 41,
            sport: 'football',
            kind: 'goal',
            matchId: 'f1',
            title: '进球！曼联 1-0 切尔西',
            body: '曼联进球',
            createdAt: '2026-11-24T01:00:00.000Z',
            read: false,
          },
        ],
        true,
      );
    });
    fireEvent.click(await screen.findByRole('link', { name: '查看比赛' }));
    expect(screen.queryByText('进球！曼联 1-0 切尔西')).toBeNull();
    expect(calls).toEqual([{ url: '/api/ai/reminders/read', body: { ids: [41] } }]);
  });
});

describe('[P12] the AI reminder socket speaks the live protocol version too', () => {
  it('a logged-in page opens one websocket whose handshake names this build’s protocol version', () => {
    mountFor(me);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.auth).toEqual({ protocol: PROTOCOL_VERSION });
    expect(opened[0]?.io.opts.transports).toEqual(['websocket']);
  });

  it('no socket for a visitor, and the socket closes at logout', () => {
    const store = mountFor(null);
    expect(opened).toHaveLength(0);
    act(() => store.set(userInfoAtom, me));
    expect(opened).toHaveLength(1);
    expect(opened[0]?.active).toBe(true);
    act(() => store.set(userInfoAtom, null));
    expect(opened[0]?.active).toBe(false);
  });

  it("on the gateway's reload notice the page reloads once, under the live socket's guard", () => {
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      mountFor(me);
      const [onReload] = opened[0]?.listeners('reload') ?? [];
      onReload?.({ reason: 'protocol', protocol: PROTOCOL_VERSION + 1 });
      onReload?.({ reason: 'protocol', protocol: PROTOCOL_VERSION + 1 });
      expect(reload).toHaveBeenCalledOnce();
      expect(window.sessionStorage.getItem(PROTOCOL_RELOAD_KEY)).not.toBeNull();
    } finally {
      warn.mockRestore();
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});

describe('[UA5] the gateway ends the socket with its login', () => {
  const ended = (reason: SessionEndedNotice['reason']): SessionEndedNotice => ({
    error: 'UNAUTHORIZED',
    message: SOCKET_ERROR_MESSAGE.UNAUTHORIZED,
    reason,
  });

  it('ended elsewhere (修改密码, 更换手机 on another device): the page logs out, opens the login box and says 请先登录', () => {
    const store = mountFor(me);
    const [onEnded] = opened[0]?.listeners('session:ended') ?? [];
    act(() => onEnded?.(ended('revoked')));
    expect(store.get(isLoginAtom)).toBe(false);
    expect(store.get(userInfoAtom)).toBeNull();
    expect(store.get(isShowLoginBoxAtom)).toBe(true);
    expect(toastStore.get().map((t) => t.text)).toContain('请先登录');
    // The user's socket is closed with the login: a later login opens a new one with the new cookie.
    expect(opened[0]?.active).toBe(false);
  });

  it('this browser logged out (another tab): the page logs out without a login box', () => {
    const store = mountFor(me);
    const [onEnded] = opened[0]?.listeners('session:ended') ?? [];
    act(() => onEnded?.(ended('logout')));
    expect(store.get(isLoginAtom)).toBe(false);
    expect(store.get(userInfoAtom)).toBeNull();
    expect(store.get(isShowLoginBoxAtom)).toBe(false);
    expect(opened[0]?.active).toBe(false);
  });
});

describe('[AI6] joining the reminder room', () => {
  it('a busy gateway (UNAVAILABLE) is asked again; the id it counted from is kept for the next reconnect', async () => {
    vi.useFakeTimers();
    try {
      window.localStorage.removeItem('kuyi_ai_last_9');
      mountFor(me);
      const socket = opened[0] as Socket;
      const sent: unknown[] = [];
      const answers = [
        { ok: false, error: 'UNAVAILABLE', message: SOCKET_ERROR_MESSAGE.UNAVAILABLE },
        { ok: true, userId: '9', missed: [], after: 57 },
        { ok: true, userId: '9', missed: [], after: 57 },
      ];
      // The socket as connected, its join answered from the list above.
      Object.assign(socket, {
        connected: true,
        timeout: () => ({
          emit: (_event: string, request: unknown, ack: (err: unknown, answer: unknown) => void) => {
            sent.push(request);
            ack(null, answers.shift());
          },
        }),
      });
      const connect = () => {
        for (const fn of socket.listeners('connect')) (fn as () => void)();
      };
      act(connect);
      expect(sent).toEqual([{ userId: '9', after: undefined }]);
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(sent).toHaveLength(2);
      // The user had no reminder seen here yet: the next reconnect still asks from 57, not from "now".
      act(connect);
      expect(sent.at(-1)).toEqual({ userId: '9', after: 57 });
    } finally {
      vi.useRealTimers();
    }
  });
});
