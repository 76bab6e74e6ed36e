import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLoginAtom } from '../../state/user-atoms.ts';
import { footballRow } from '../scores/model/fixtures.ts';

const MINUTE = 60_000;
const now = Date.now();
/** 4-1 at about 70': kicked off for the second half 25 minutes ago, live 大小 above the score. */
const live = footballRow({
  id: 'live1',
  homeName: '流浪者',
  awayName: '凯尔特人',
  kickoff: now - 95 * MINUTE,
  state: 3,
  periodStart: now - 25 * MINUTE,
  homeScore: 4,
  awayScore: 1,
  odds: {
    ya: { line: 0, home: 0.9, away: 0.96 },
    da: { line: 5.5, over: 0.92, under: 0.94 },
    ou: { home: 1.01, draw: 21, away: 67 },
  },
});
const rows = { live1: live };

vi.mock('../../lib/live/use-channel.ts', () => ({
  useChannel: () => ({ kind: 'live', state: rows }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/ai table ([AI7])', () => {
  it('[AI7] a live row counts the goals already in: 4-1 reads more than 4 : 1 expected goals and a home win', async () => {
    const { default: AiIndexPage } = await import('./ai-index-page.tsx');
    render(
      <Provider store={createStore()}>
        <MemoryRouter>
          <AiIndexPage />
        </MemoryRouter>
      </Provider>,
    );
    const row = await screen.findByText(/流浪者/);
    const cells = [...(row.closest('tr')?.querySelectorAll('td') ?? [])].map((td) => td.textContent ?? '');
    const xg = cells.find((text) => /^\d+(\.\d+)? : \d+(\.\d+)?$/.test(text));
    const [home, away] = (xg ?? '0 : 0').split(' : ').map(Number);
    expect(home).toBeGreaterThan(4);
    expect(away).toBeGreaterThan(1);
    const result = cells.find((text) => text.includes('% / '));
    const [homeWin] = (result ?? '0%').split('%').map(Number);
    expect(homeWin).toBeGreaterThan(90);
  });

  it('[AI1] a row followed through its home team, away team or league reads 已订阅', async () => {
    const { default: AiIndexPage } = await import('./ai-index-page.tsx');
    for (const [targetKind, targetId] of [
      ['team', live.homeId],
      ['team', live.awayId],
      ['league', live.leagueId],
    ] as const) {
      const sub = { id: 1, sport: 'football', targetKind, targetId, targetName: 'x', kinds: ['goal'] };
      vi.stubGlobal('fetch', async () => Response.json({ code: 200, msg: '', data: [sub] }));
      const store = createStore();
      store.set(isLoginAtom, true);
      render(
        <Provider store={store}>
          <MemoryRouter>
            <AiIndexPage />
          </MemoryRouter>
        </Provider>,
      );
      expect(await screen.findByRole('button', { name: '已订阅 流浪者 vs 凯尔特人' })).toBeTruthy();
      cleanup();
    }
  });

  it('[AI1] my subscriptions that fail to load are said to, with 重试, rather than every row reading 订阅', async () => {
    const { default: AiIndexPage } = await import('./ai-index-page.tsx');
    const sub = {
      id: 1,
      sport: 'football',
      targetKind: 'match',
      targetId: live.id,
      targetName: 'x',
      kinds: ['goal'],
    };
    const answers = [
      { code: 500, msg: '服务器内部错误', data: null },
      { code: 200, msg: '', data: [sub] },
    ];
    vi.stubGlobal('fetch', async () => Response.json(answers.shift()));
    const store = createStore();
    store.set(isLoginAtom, true);
    render(
      <Provider store={store}>
        <MemoryRouter>
          <AiIndexPage />
        </MemoryRouter>
      </Provider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('我的订阅读取失败（服务器内部错误）');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '已订阅 流浪者 vs 凯尔特人' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
