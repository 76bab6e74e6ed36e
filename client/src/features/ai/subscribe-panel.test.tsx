import type { ReminderSubscription } from '@kuyi/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubscribePanel } from './subscribe-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** 纽波特 is followed already, for goals only. */
const teamSub: ReminderSubscription = {
  id: 4,
  sport: 'football',
  targetKind: 'team',
  targetId: 't1',
  targetName: '纽波特',
  kinds: ['goal'],
  createdAt: '2026-11-26T17:41:50.000Z',
};

const choices = [
  { targetKind: 'match' as const, targetId: 'm1', targetName: '纽波特 vs 沃尔索尔', label: '本场比赛' },
  { targetKind: 'team' as const, targetId: 't1', targetName: '纽波特', label: '主队 纽波特' },
];

const checked = () =>
  screen
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.parentElement?.textContent);

describe('subscribe panel ([AI1])', () => {
  it('[AI1] picking a target already followed shows its own kinds, and 更新提醒 keeps them', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return Response.json({ code: 200, msg: '订阅成功', data: teamSub });
    });
    const onDone = vi.fn();
    render(<SubscribePanel sport="football" choices={choices} existing={[teamSub]} onDone={onDone} />);
    expect(checked()).toEqual(['开赛', '进球', '红牌', '半场', '完场']);
    fireEvent.click(screen.getByRole('radio', { name: '主队 纽波特' }));
    expect(checked()).toEqual(['进球']);
    fireEvent.click(screen.getByRole('button', { name: '更新提醒' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([expect.objectContaining({ targetKind: 'team', targetId: 't1', kinds: ['goal'] })]);
  });
});
