import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LetGoalTable, OverUnderTable } from './line-tables.tsx';

afterEach(cleanup);

const teamLink = (id: string) => `/t/${id}`;
const unplayed = [
  { rank: 1, teamId: 'a', teamName: '巴西', played: 0, win: 0, push: 0, lose: 0, net: 0, winRate: 0 },
];
const unplayedOu = [
  { rank: 1, teamId: 'a', teamName: '巴西', played: 0, over: 0, push: 0, under: 0, overRate: 0 },
];

describe('[D6] 盘路 and 大小 without lines say why, true to the season’s source', () => {
  it('a World Cup (openfootball: no odds at all) does not claim its source has 胜平负 odds', () => {
    render(
      <MemoryRouter>
        <LetGoalTable rows={unplayed} teamLink={teamLink} source="openfootball" />
        <OverUnderTable rows={unplayedOu} teamLink={teamLink} source="openfootball" />
      </MemoryRouter>,
    );
    expect(screen.getByText('该赛季暂无亚盘数据（数据源没有赔率），无法统计盘路。')).toBeTruthy();
    expect(screen.getByText('该赛季暂无大小球盘口数据（数据源没有赔率），无法统计大小。')).toBeTruthy();
    expect(screen.queryByText(/胜平负/)).toBeNull();
  });

  it('a football-data season with 1x2 only keeps its reason; a season not begun says so', () => {
    render(
      <MemoryRouter>
        <LetGoalTable rows={unplayed} teamLink={teamLink} source="football-data" />
        <OverUnderTable rows={unplayedOu} teamLink={teamLink} source="generated" />
      </MemoryRouter>,
    );
    expect(screen.getByText('该赛季暂无亚盘数据（数据源只有胜平负赔率），无法统计盘路。')).toBeTruthy();
    expect(screen.getByText('该赛季暂无完场比赛，暂无大小球数据。')).toBeTruthy();
  });
});
