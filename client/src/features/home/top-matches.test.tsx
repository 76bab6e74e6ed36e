import { FootballState } from '@kuyi/shared';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { footballRow } from '../scores/model/fixtures.ts';
import TopMatches from './top-matches.tsx';

// A socket that never says anything, as where websockets are blocked: the block must fill from REST.
vi.mock('../../lib/live/live-connection.ts', async () => {
  const { quietTransport } = await import('../../lib/live/testing/quiet-transport.ts');
  return { liveTransport: () => quietTransport({ connected: false }) };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBlock(answer: unknown) {
  vi.stubGlobal('fetch', async (url: string) =>
    Response.json(
      String(url).startsWith('/api/live/football/list')
        ? answer
        : { code: 503, msg: '服务暂不可用，请稍后再试', data: null },
    ),
  );
  render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <TopMatches sport="football" />
      </MemoryRouter>
    </Provider>,
  );
}

const list = (rows: ReturnType<typeof footballRow>[]) => ({
  code: 200,
  msg: '成功',
  data: {
    serverTime: Date.now(),
    clockRate: 1,
    epoch: 'e1',
    seq: 1,
    state: Object.fromEntries(rows.map((r) => [r.id, r])),
  },
});

describe('足球焦点 on the home page', () => {
  it('fills from the list read without a socket, and a match stopped at 1-0 (腰斩) shows its score, not VS', async () => {
    renderBlock(
      list([
        footballRow({ id: 'stopped', leagueId: '36', state: FootballState.Abandoned, homeScore: 1 }),
        footballRow({ id: 'later', leagueId: '36', state: FootballState.NotStarted }),
      ]),
    );
    const stopped = await screen.findByText('1 - 0');
    expect(stopped.closest('[data-match-id]')?.getAttribute('data-match-id')).toBe('stopped');
    expect(screen.getByText('VS')).toBeTruthy();
  });

  it('says why when the day cannot be read, instead of 正在加载今日赛事… for ever', async () => {
    renderBlock({ code: 503, msg: '服务暂不可用，请稍后再试', data: null });
    await waitFor(() => expect(screen.getByText(/服务暂不可用/)).toBeTruthy());
    expect(screen.queryByText('正在加载今日赛事…')).toBeNull();
  });
});
