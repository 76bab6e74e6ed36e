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
