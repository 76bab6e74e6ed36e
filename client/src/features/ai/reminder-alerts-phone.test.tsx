import type { Reminder, User } from '@kuyi/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubPhoneScreen } from '../../lib/test-phone-screen.ts';
import { userInfoAtom } from '../../state/user-atoms.ts';
import ReminderCenter from './reminder-center.tsx';
import { arrive, resetArrived } from './reminder-store.ts';

// A 390 px phone: the phone media query matches (stubbed before the query store is first read).
beforeAll(stubPhoneScreen);
vi.mock('socket.io-client', () => {
  const socket = { on: () => socket, close: () => {}, timeout: () => socket, emit: () => {} };
  const io = () => socket;
  return { io, default: io };
});

const me = { id: '9', userName: '球迷小李' } as User;
const reminder = (id: number): Reminder => ({
  id,
  sport: 'football',
  kind: 'odds',
  matchId: `f${id}`,
  title: `指数大变：主队${id} vs 客队${id}`,
  body: '亚盘主队水位 0.92 → 1.11（+20.7%）；大球水位 0.97 → 1.35（+39.2%）',
  createdAt: '2026-11-27T01:00:00.000Z',
  read: false,
});

afterEach(() => {
  cleanup();
  resetArrived();
});

describe('[AI4] in-page alerts on a phone', () => {
  it('a burst of reminders shows only the newest alert with 另有N条新提醒, not a stack covering the screen', () => {
    const store = createStore();
    store.set(userInfoAtom, me);
    render(
      <Provider store={store}>
        <MemoryRouter>
          <ReminderCenter />
        </MemoryRouter>
      </Provider>,
    );
    act(() => {
      arrive([reminder(1), reminder(2), reminder(3), reminder(4)], true);
    });
    const shown = screen.getAllByRole('status');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.textContent).toContain('指数大变：主队4 vs 客队4');
    const more = screen.getByRole('link', { name: '另有3条新提醒' });
    expect(more.getAttribute('href')).toBe('/ai/history');
    fireEvent.click(screen.getByRole('button', { name: '全部关闭' }));
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  });
});
