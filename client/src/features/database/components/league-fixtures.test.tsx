import type { FootballMatch, LeagueSchedules } from '@kuyi/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { footballRow } from '../../scores/model/fixtures.ts';
import { testScheduleItem } from '../model/test-schedule-item.ts';

const liveRows = vi.hoisted(() => ({ rows: new Map<string, FootballMatch>(), asked: [] as unknown[] }));
vi.mock('../../worldcup/hooks/use-live-rows.ts', () => ({
  useLiveRows: (info: unknown) => {
    liveRows.asked.push(info);
    return liveRows.rows;
  },
}));
const { default: LeagueFixtures } = await import('./league-fixtures.tsx');

afterEach(cleanup);

/** 中超 round 30 as the 资料库 lists it while it is being played: no score of its own yet. */
const playing = testScheduleItem({
  id: '26112706001',
  round: '第30轮',
  kickoff: Date.now() - 30 * 60_000,
  homeName: '上海海港',
  awayName: '山东泰山',
});

describe('[D3] a league round in the 资料库 shows its matches in play from the live list', () => {
  it('the league season asks the live rows for its matches and reads the running score, not VS', () => {
    liveRows.rows = new Map([
      [
        playing.id,
        footballRow({ id: playing.id, state: 1, periodStart: Date.now() - 20 * 60_000, homeScore: 1 }),
      ],
    ]);
    const all = { rounds: 30, currentRound: 30, matches: [playing] } as unknown as LeagueSchedules;
    render(
      <MemoryRouter>
        <LeagueFixtures all={all} teamLink={(id) => `/team/${id}`} />
      </MemoryRouter>,
    );
    expect(liveRows.asked.at(-1)).toEqual({ stages: [{ matches: [playing] }] });
    const score = screen.getByTestId('fixtures').querySelector('.db-score');
    expect(score?.textContent).toMatch(/^1-0\d{2}'$/);
  });
});

describe('[D3] a team link lands on its fixtures', () => {
  it('…?team=X#fixtures scrolls to the team’s fixtures once they are drawn (they load after the jump)', () => {
    liveRows.rows = new Map();
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    const all = { rounds: 30, currentRound: 30, matches: [playing] } as unknown as LeagueSchedules;
    render(
      <MemoryRouter initialEntries={['/database/league/36?team=h#fixtures']}>
        <LeagueFixtures all={all} teamLink={(id) => `/team/${id}`} />
      </MemoryRouter>,
    );
    expect(scrolled).toEqual(['fixtures']);
    expect(screen.getByText(/本赛季赛程赛果/)).toBeTruthy();
  });
});
