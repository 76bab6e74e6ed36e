import type { FootballMatch } from '@kuyi/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { footballRow } from '../../scores/model/fixtures.ts';
import { testScheduleItem } from '../model/test-schedule-item.ts';
import FixtureList from './fixture-list.tsx';

afterEach(cleanup);

/** MEX–SWE as the 资料库's 2018 World Cup answer lists it while it is being played: no score of its own. */
const listed = testScheduleItem({
  id: '18062707503',
  group: 'F组',
  homeId: 'mex',
  homeName: '墨西哥',
  awayId: 'swe',
  awayName: '瑞典',
});

describe('[D3] the 资料库 fixture list shows a match in play with its live score and minute', () => {
  it('reads the running score and minute from the live list row, not a red VS', () => {
    const row: FootballMatch = footballRow({
      id: listed.id,
      homeId: 'mex',
      homeName: '墨西哥',
      awayId: 'swe',
      awayName: '瑞典',
      state: 3,
      periodStart: Date.now() - 10 * 60_000,
      homeScore: 0,
      awayScore: 1,
      homeHalf: 0,
      awayHalf: 0,
    });
    render(
      <MemoryRouter>
        <FixtureList matches={[listed]} teamLink={null} showRound live={new Map([[listed.id, row]])} />
      </MemoryRouter>,
    );
    const score = screen.getByTestId('fixtures').querySelector('.db-score');
    expect(score?.className).toContain('live');
    expect(score?.textContent).toMatch(/^0-1\d{2}(\+\d+)?'$/);
    expect(score?.textContent).not.toContain('VS');
  });

  it('a match not begun still reads VS', () => {
    render(
      <MemoryRouter>
        <FixtureList matches={[{ ...listed, state: 0 }]} teamLink={null} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('fixtures').querySelector('.db-score')?.textContent).toBe('VS');
  });
});

describe('[F5] a result’s score in the 资料库 opens that match’s page; no link where there is no page', () => {
  const finished = testScheduleItem({
    id: '825092003600',
    round: '第5轮',
    homeName: '利物浦',
    awayName: '埃弗顿',
    state: -1,
    homeScore: 2,
    awayScore: 1,
    homeHalf: 2,
    awayHalf: 0,
  });
  const scoreCell = () => screen.getByTestId('fixtures').querySelector('.db-score');

  it('a finished match’s score links to its match page', () => {
    render(
      <MemoryRouter>
        <FixtureList matches={[finished]} teamLink={null} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: '2-1' });
    expect(link.getAttribute('href')).toBe('/livedetail/football/825092003600/live');
    expect(scoreCell()?.contains(link)).toBe(true);
  });

  it('a match in play links to its page while it is being played', () => {
    const row: FootballMatch = footballRow({
      id: listed.id,
      state: 1,
      periodStart: Date.now() - 5 * 60_000,
      homeScore: 1,
      awayScore: 0,
    });
    render(
      <MemoryRouter>
        <FixtureList matches={[listed]} teamLink={null} live={new Map([[listed.id, row]])} />
      </MemoryRouter>,
    );
    expect(scoreCell()?.querySelector('a')?.getAttribute('href')).toBe(
      `/livedetail/football/${listed.id}/live`,
    );
  });

  it('VS before kick-off is not a link', () => {
    render(
      <MemoryRouter>
        <FixtureList matches={[{ ...listed, state: 0 }]} teamLink={null} />
      </MemoryRouter>,
    );
    expect(scoreCell()?.textContent).toBe('VS');
    expect(scoreCell()?.querySelector('a')).toBeNull();
  });

  it('a result the centre keeps no page for (page: false) shows its score without a link', () => {
    render(
      <MemoryRouter>
        <FixtureList
          matches={[{ ...finished, id: '819030106000', homeHalf: null, awayHalf: null, page: false }]}
          teamLink={null}
        />
      </MemoryRouter>,
    );
    expect(scoreCell()?.textContent).toBe('2-1');
    expect(scoreCell()?.querySelector('a')).toBeNull();
  });
});
