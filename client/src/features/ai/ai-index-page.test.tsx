import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => vi.unstubAllGlobals());

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
});
