import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LetGoalTable, OverUnderTable } from './line-tables.tsx';

afterEach(cleanup);

const teamLink = (id: string) => `/t/${id}`;
const MODELLED_NOTE = '世界杯终盘为模型赔率（openfootball 数据不含赔率），与比赛页指数一致，并非真实盘口。';
const unplayed = [
  { rank: 1, teamId: 'a', teamName: '巴西', played: 0, win: 0, push: 0, lose: 0, net: 0, winRate: 0 },
];
const unplayedOu = [
  { rank: 1, teamId: 'a', teamName: '巴西', played: 0, over: 0, push: 0, under: 0, overRate: 0 },
];

describe('[D6] 盘路 and 大小 without lines say why, true to the season’s source', () => {
  it('a World Cup with no match played yet says so: its lines are modelled at kick-off, not missing from a source', () => {
    render(
      <MemoryRouter>
        <LetGoalTable rows={unplayed} teamLink={teamLink} source="openfootball" />
        <OverUnderTable rows={unplayedOu} teamLink={teamLink} source="openfootball" />
      </MemoryRouter>,
    );
    expect(screen.getByText('该赛季暂无完场比赛，暂无盘路数据。')).toBeTruthy();
    expect(screen.getByText('该赛季暂无完场比赛，暂无大小球数据。')).toBeTruthy();
    expect(screen.queryByText(/数据源没有赔率|胜平负/)).toBeNull();
  });

  it('a World Cup with matches played shows its 盘路 and 大小 and says the lines are modelled, not real', () => {
    const played = [
      { ...unplayed[0], played: 3, win: 1, push: 1, lose: 1, winRate: 33.3 },
    ] as typeof unplayed;
    const playedOu = [
      { ...unplayedOu[0], played: 3, over: 2, push: 0, under: 1, overRate: 66.7 },
    ] as typeof unplayedOu;
    render(
      <MemoryRouter>
        <LetGoalTable rows={played} teamLink={teamLink} source="openfootball" />
        <OverUnderTable rows={playedOu} teamLink={teamLink} source="openfootball" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('letgoal').textContent).toContain('巴西');
    expect(screen.getByTestId('overunder').textContent).toContain('66.7%');
    expect(screen.getAllByText(MODELLED_NOTE)).toHaveLength(2);
  });

  it('a real season (football-data) makes no such note: its lines are the real closing lines', () => {
    const played = [
      { ...unplayed[0], played: 3, win: 1, push: 1, lose: 1, winRate: 33.3 },
    ] as typeof unplayed;
    render(
      <MemoryRouter>
        <LetGoalTable rows={played} teamLink={teamLink} source="football-data" />
      </MemoryRouter>,
    );
    expect(screen.queryByText(MODELLED_NOTE)).toBeNull();
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
