import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import BasketballSourceNote from './source-note.tsx';

afterEach(cleanup);

describe('[F6] the basketball page credits its real source and names what was modelled', () => {
  it('a replayed NBA game: plays and player lines credited, the replay said to be a past game, the rest modelled', () => {
    render(
      <BasketballSourceNote
        provenance={{
          source: 'nba',
          credits: [{ source: 'nba', parts: ['result', 'plays', 'players', 'venue'] }],
          modelled: ['starters', 'minutes', 'date', 'odds'],
        }}
      />,
    );
    expect(screen.getByTestId('source-note').textContent).toBe(
      '比分、文字直播、球员技术统计与球馆来自 NBA 官方数据（经 pbpstats 整理）；' +
        '本场为历史比赛按原开球时刻重播，并非今日赛事；首发、上场时间与指数为模拟。',
    );
  });

  it('a synthetic game says outright that it is not a real result; no provenance, no note', () => {
    const { container, rerender } = render(
      <BasketballSourceNote provenance={{ source: 'generated', credits: [], modelled: ['result'] }} />,
    );
    expect(container.textContent).toBe('本场为模拟比赛：比分、事件与数据均为模拟生成，并非真实赛果。');
    rerender(<BasketballSourceNote provenance={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
