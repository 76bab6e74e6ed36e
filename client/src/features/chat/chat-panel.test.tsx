import {
  type ChatMessage,
  formatKickoffTime,
  type JsonObject,
  type Patch,
  type Snapshot,
  type StaleNotice,
  type User,
} from '@kuyi/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { BehaviorSubject, of, Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveTransport } from '../../lib/live/live-transport.ts';
import { syncServerClock } from '../../lib/server-clock.ts';
import { displayZone } from '../../lib/time/display-zone.ts';
import { isLoginAtom, userInfoAtom } from '../../state/user-atoms.ts';
import { ChatPanel } from './chat-panel.tsx';

const CHANNEL = 'chat:football:m1';
const rank = { rankName: '新手', userRankImg: '', color: '#999' };
const user = (over: Partial<User> = {}): User => ({
  id: '9',
  userName: '球迷小李',
  headImage: '',
  userSig: '',
  isVip: false,
  isAdmin: false,
  rank,
  ...over,
});

const message = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  userId: '3',
  userName: '老王',
  headImage: '',
  content: `第${id}条`,
  createdAt: Date.UTC(2026, 10, 24, 12, 30),
  level: 3,
  rankName: '铁杆',
  lvimg: '/images/rank/lv3.png',
  color: '#1677ff',
  isVip: false,
  isAdmin: false,
  ...over,
});
const entity = (m: ChatMessage) => m as unknown as JsonObject;

function fakeTransport() {
  const snapshots = new Subject<Snapshot>();
  const patches = new Subject<Patch>();
  const transport: LiveTransport = {
    snapshots$: snapshots,
    patches$: patches,
    stale$: new Subject<StaleNotice>(),
    connected$: new BehaviorSubject(true),
    subscribe: () => of({ ok: true, mode: 'snapshot', epoch: 'e', seq: 1 }),
    unsubscribe: () => {},
  };
  const snapshot = (state: Record<string, JsonObject>) =>
    snapshots.next({ channel: CHANNEL, epoch: 'e', seq: 1, state, ts: 0 });
  return { transport, patches, snapshot };
}

function renderPanel(transport: LiveTransport, me: User | null) {
  const store = createStore();
  store.set(isLoginAtom, me !== null);
  store.set(userInfoAtom, me);
  return render(
    <Provider store={store}>
      <ChatPanel sport="football" matchId="m1" transport={transport} />
    </Provider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('[C11] the match chat panel', () => {
  it('shows the empty state and, to a visitor, a login prompt instead of the input', async () => {
    const { transport, snapshot } = fakeTransport();
    renderPanel(transport, null);
    snapshot({});
    await screen.findByText('暂无聊天，来说两句吧');
    expect(screen.getByText('登录后参与聊天。')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('draws lines oldest first with level, VIP and 管理员 tags; markup shows as text; a dropped entity leaves', async () => {
    const { transport, snapshot, patches } = fakeTransport();
    renderPanel(transport, user());
    snapshot({
      'm:12': entity(message(12, { content: '<b>加油</b>', isVip: true })),
      'm:5': entity(message(5, { userName: '管理员小张', isAdmin: true, level: 5, color: '#fa8c16' })),
    });
    const lines = await screen.findAllByTestId('chat-message');
    expect(lines.map((l) => l.dataset.id)).toEqual(['5', '12']);
    const [first, second] = lines as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('chat-level').textContent).toBe('Lv5');
    expect(within(first).getByText('管理员')).toBeTruthy();
    expect(within(second).getByText('VIP')).toBeTruthy();
    expect(second.querySelector('.chat-text')?.textContent).toBe('<b>加油</b>');
    expect(second.querySelector('b')).toBeNull();
    // Not an administrator: no delete buttons.
    expect(screen.queryByRole('button', { name: /删除/ })).toBeNull();

    patches.next({ channel: CHANNEL, epoch: 'e', seq: 2, ts: 0, drop: ['m:12'] });
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(1));
  });

  it('counts what is typed, sends it, and refuses a blank line without calling the gateway', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init?.body)) });
        return Response.json({ code: 200, msg: '发送成功', data: message(20) });
      }),
    );
    const { transport, snapshot } = fakeTransport();
    renderPanel(transport, user());
    snapshot({});
    const input = await screen.findByRole('textbox', { name: '聊天内容' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(calls).toHaveLength(0);
    fireEvent.change(input, { target: { value: '好球！' } });
    expect(screen.getByText('3/200')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(calls).toEqual([
      {
        url: '/api/user/groupChat/sendMessage',
        body: { matchId: 'm1', type: 'football', content: '好球！' },
      },
    ]);
  });

  it('[C5] a link is refused under the input without calling the gateway; typing clears it', async () => {
    const fetchMock = vi.fn(async () => Response.json({ code: 200, msg: '发送成功', data: message(21) }));
    vi.stubGlobal('fetch', fetchMock);
    const { transport, snapshot } = fakeTransport();
    renderPanel(transport, user());
    snapshot({});
    const input = await screen.findByRole('textbox', { name: '聊天内容' });
    const form = screen.getByRole('form', { name: '发送聊天' }).parentElement as HTMLElement;
    const alertText = () => within(form).queryByRole('alert')?.textContent ?? null;
    for (const link of ['看直播 https://abc.xyz', '加群 t.me/tips', 'www.kuyi.com', '福利xx.cn']) {
      fireEvent.change(input, { target: { value: link } });
      fireEvent.click(screen.getByRole('button', { name: '发送' }));
      await waitFor(() => expect(alertText()).toBe('聊天内容不能包含链接'));
      expect((input as HTMLInputElement).value).toBe(link);
    }
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '2:1 C罗 大小3.5球 1.75' } });
    expect(alertText()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("[C5] the gateway's refusal shows under the input and keeps the text", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ code: 400, msg: '聊天内容不能包含链接', data: null }, { status: 400 }),
      ),
    );
    const { transport, snapshot } = fakeTransport();
    renderPanel(transport, user());
    snapshot({});
    const input = await screen.findByRole('textbox', { name: '聊天内容' });
    // Whatever the gateway refuses (its rules may be newer than the loaded page) shows in the same place.
    fireEvent.change(input, { target: { value: '好球' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    const form = screen.getByRole('form', { name: '发送聊天' }).parentElement as HTMLElement;
    await waitFor(() => expect(within(form).queryByRole('alert')?.textContent).toBe('聊天内容不能包含链接'));
    expect((input as HTMLInputElement).value).toBe('好球');
  });

  it('what is typed while a line is sending stays in the box; a refused line comes back only to an empty box', async () => {
    const answers: Array<(ok: boolean) => void> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answers.push((ok) =>
              resolve(
                ok
                  ? Response.json({ code: 200, msg: '发送成功', data: message(22) })
                  : Response.json({ code: 429, msg: '发送太频繁，请稍后再试', data: null }, { status: 429 }),
              ),
            );
          }),
      ),
    );
    const { transport, snapshot } = fakeTransport();
    renderPanel(transport, user());
    snapshot({});
    const input = (await screen.findByRole('textbox', { name: '聊天内容' })) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '好球！' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(answers).toHaveLength(1));
    fireEvent.change(input, { target: { value: '再来一个' } });
    answers[0]?.(true);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '发送' }).hasAttribute('disabled')).toBe(false),
    );
    expect(input.value).toBe('再来一个');

    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.(false);
    await waitFor(() => expect(input.value).toBe('再来一个'));
  });

  it('gives an administrator a delete button on every line; it asks first, and 取消 sends nothing', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${url} ${String(init?.body)}`);
        return Response.json({ code: 200, msg: '删除成功', data: null });
      }),
    );
    const { transport, snapshot } = fakeTransport();
    renderPanel(transport, user({ isAdmin: true }));
    snapshot({ 'm:7': entity(message(7)) });
    const button = await screen.findByRole('button', { name: '删除 老王 的消息' });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toEqual([]);
    fireEvent.click(button);
    expect(screen.getByRole('alertdialog').textContent).toContain('确定删除 老王 的这条消息吗？');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls).toEqual(['/api/user/groupChat/deleteMessage {"id":7}']));
  });

  it('[C11] a line written just now reads HH:mm while the score centre replays another day (60×, a past final)', async () => {
    // The score centre's clock is a day ahead (a sped-up day) — chat lines are stamped on the wall clock.
    syncServerClock(Date.now() + 30 * 3_600_000, Date.now(), 60);
    const { transport, snapshot } = fakeTransport();
    renderPanel(transport, null);
    const written = Date.now();
    snapshot({ 'm:1': entity(message(1, { createdAt: written })) });
    const line = await screen.findByTestId('chat-message');
    expect(line.querySelector('time')?.textContent).toBe(formatKickoffTime(written, displayZone()));
  });
});
