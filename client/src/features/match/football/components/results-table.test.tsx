import type { ScheduleItem } from '@kuyi/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { teamResults } from '../model/team-record.ts';
import ResultsTable from './results-table.tsx';

afterEach(cleanup);

function fixture(over: Partial<ScheduleItem>): ScheduleItem {
  return {
    id: 'f1',
    round: '决赛',
    group: null,
    kickoff: Date.UTC(2025, 11, 6, 11, 0),
    homeId: 'sd',
    homeName: '山东泰山',
    awayId: 'sh',
    awayName: '上海海港',
    state: -1,
    homeScore: 1,
    awayScore: 1,
    homeHalf: 0,
    awayHalf: 1,
    asianLine: null,
    ouLine: null,
    ...over,
  };
}

function renderRows(items: ScheduleItem[]) {
  render(<ResultsTable results={teamResults(items, 'sd')} teamId="sd" empty="两队近期没有交锋记录" />);
  return screen.getAllByRole('row').slice(1);
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('分析 results of cup ties', () => {
  it('a shoot-out shows after the score, its winner is tagged 点胜, and 胜负 stays 平', () => {
    const [row] = renderRows([fixture({ extraTime: true, homePenalties: 4, awayPenalties: 5 })]);
    expect(cells(row as HTMLElement).slice(1, 5)).toEqual([
      '山东泰山',
      '1-1(0-1)点4-5',
      '上海海港点胜',
      '平',
    ]);
    expect(screen.getByText('点4-5').getAttribute('title')).toBe('120分钟[1-1]，点球[4-5]，上海海港胜出');
    expect(screen.getByTestId('record-summary').textContent).toContain('0胜1平0负');
  });

  it('a tie won in extra time is tagged 加时 with its 90 minutes in the tooltip, and counts as won', () => {
    const [row] = renderRows([fixture({ homeScore: 2, extraTime: true, homeRegular: 1, awayRegular: 1 })]);
    expect(cells(row as HTMLElement).slice(1, 5)).toEqual(['山东泰山', '2-1(0-1)加时', '上海海港', '胜']);
    expect(screen.getByText('加时').getAttribute('title')).toBe('90分钟[1-1]，120分钟[2-1]');
  });

  it('a match decided in 90 minutes has no tag', () => {
    const [row] = renderRows([fixture({ homeScore: 2 })]);
    expect(cells(row as HTMLElement).slice(1, 5)).toEqual(['山东泰山', '2-1(0-1)', '上海海港', '胜']);
  });
});
