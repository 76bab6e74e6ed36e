import type { ReminderSubscription } from '@kuyi/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../lib/toast.ts';
import { testUser } from '../../state/test-user.ts';
import { isLoginAtom, userInfoAtom } from '../../state/user-atoms.ts';
import AiMinePage from './ai-mine-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sub: ReminderSubscription = {
  id: 3,
  sport: 'football',
  targetKind: 'match',
  targetId: 'f1',
  targetName: '曼联 vs 切尔西',
  kinds: ['goal'],
  createdAt: '2026-11-24T01:00:00.000Z',
};

describe('/ai/mine 取消订阅 ([AI1])', () => {
  it('a double click on 取消订阅 sends one DELETE and shows no 订阅不存在', async () => {
    let deletes = 0;
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      if (init?.method !== 'DELETE') return Response.json({ code: 200, msg: '查询成功', data: [sub] });
      deletes += 1;
      const first = deletes === 1;
      // The answer takes a moment, as on a phone: the second click comes before it.
      await new Promise((r) => setTimeout(r, 50));
      return first
        ? Response.json({ code: 200, msg: '已取消', data: null })
        : Response.json({ code: 404, msg: '订阅不存在', data: null });
    });
    const store = createStore();
    store.set(isLoginAtom, true);
    store.set(userInfoAtom, testUser());
    render(
      <Provider store={store}>
        <MemoryRouter>
          <AiMinePage />
        </MemoryRouter>
      </Provider>,
    );
    await screen.findByText('曼联 vs 切尔西');
    const cancel = screen.getByRole('button', { name: '取消订阅' });
    fireEvent.click(cancel);
    fireEvent.click(cancel);
    await waitFor(() => expect(toastStore.get().map((t) => t.text)).toContain('已取消'));
    expect(deletes).toBe(1);
    expect(toastStore.get().map((t) => t.text)).not.toContain('订阅不存在');
    expect(await screen.findByText(/您还没有订阅任何提醒/)).toBeTruthy();
  });
});
