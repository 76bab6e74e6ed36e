import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { testInfo } from '../model/test-match.ts';
import MatchHeader from './match-header.tsx';

afterEach(cleanup);

const cupTie = { leagueName: '足协杯', homeName: '山东泰山', awayName: '上海海港', homeHalf: 0, awayHalf: 1 };

describe('match header of a cup tie past 90 minutes', () => {
  it('a tie won in extra time says 完场（加时） and that it was 1-1 after 90 minutes', () => {
    render(
      <MatchHeader
        info={testInfo({ ...cupTie, state: -1, homeScore: 1, awayScore: 2, regular: { home: 1, away: 1 } })}
      />,
    );
    expect(screen.getByTestId('match-status').textContent).toBe('完场（加时）');
    expect(screen.getByTestId('cup-stages').textContent).toBe('90分钟 1-1，120分钟 1-2');
    expect(screen.getByText('半场 0-1')).toBeTruthy();
  });

  it('a shoot-out shows its score and who went through', () => {
    render(
      <MatchHeader
        info={testInfo({
          ...cupTie,
          state: -1,
          homeScore: 1,
          awayScore: 1,
          regular: { home: 1, away: 1 },
          homePenalty: 4,
          awayPenalty: 5,
        })}
      />,
    );
    expect(screen.getByTestId('match-status').textContent).toBe('完场（点球）');
    expect(screen.getByTestId('cup-stages').textContent).toBe('90分钟 1-1，120分钟 1-1，点球 4-5');
    expect(screen.getByTestId('shootout-winner').textContent).toBe('上海海港胜出');
  });

  it('during extra time the status reads 加时 with the minute and the 90-minute score shows', () => {
    render(
      <MatchHeader
        info={testInfo({
          ...cupTie,
          state: 4,
          periodStart: Date.now() - 6 * 60_000 - 1_000,
          homeScore: 1,
          awayScore: 1,
          regular: { home: 1, away: 1 },
        })}
      />,
    );
    expect(screen.getByTestId('match-status').textContent).toBe("加时 97'");
    expect(screen.getByTestId('cup-stages').textContent).toBe('90分钟 1-1');
  });

  it('a league match finished in 90 minutes says only 完场', () => {
    render(
      <MatchHeader
        info={testInfo({ state: -1, homeScore: 2, awayScore: 1, regular: { home: 2, away: 1 } })}
      />,
    );
    expect(screen.getByTestId('match-status').textContent).toBe('完场');
    expect(screen.queryByTestId('cup-stages')).toBeNull();
  });
});

describe('match header: the teams’ names open their 资料库 season page (球队资料)', () => {
  it('where the database has the team’s league season the names are links there', () => {
    const info = testInfo({ homeId: 'h', awayId: 'a', homeName: '阿森纳', awayName: '切尔西' });
    render(
      <MemoryRouter>
        <MatchHeader info={info} teamHref={(id) => `/database/league/36/2025-2026/team/${id}`} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('home-name').getAttribute('href')).toBe('/database/league/36/2025-2026/team/h');
    expect(screen.getByTestId('away-name').getAttribute('href')).toBe('/database/league/36/2025-2026/team/a');
  });

  it('where there is none (a cup, a league the database does not list) the names are plain text', () => {
    render(<MatchHeader info={testInfo({ homeName: '山东泰山' })} teamHref={() => null} />);
    expect(screen.getByTestId('home-name').tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
