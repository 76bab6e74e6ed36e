import type { FootballProvenance } from '@kuyi/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import SourceNote from './source-note.tsx';

afterEach(cleanup);

const note = () => screen.queryByTestId('source-note');

/** As the feed's football-data replay of a match openfootball does not have (feed/src/sources/football-data.ts). */
const FD_ONLY: FootballProvenance = {
  source: 'football-data',
  credits: [
    {
      source: 'football-data',
      parts: [
        'result',
        'halfTime',
        'cards',
        'corners',
        'shots',
        'fouls',
        'referee',
        'openingOdds',
        'closingOdds',
      ],
    },
  ],
  modelled: [
    'events',
    'eventMinutes',
    'cornerMinutes',
    'tech',
    'venue',
    'weather',
    'commentary',
    'oddsMoves',
    'inPlayOdds',
  ],
};

describe('[F5] the match page credits its real sources and names what was modelled', () => {
  it('a football-data replay: the file’s totals, referee and prices credited; minutes, weather and commentary called modelled', () => {
    render(<SourceNote provenance={FD_ONLY} />);
    expect(note()?.textContent).toBe(
      '赛果、半场比分、红黄牌、角球、射门、犯规、裁判、初盘与终盘来自 football-data.co.uk；' +
        '事件时间及细节、其余技术统计、场地、天气、文字直播、初盘至终盘间的变盘与滚球指数为模拟。',
    );
    expect(screen.getByRole('link', { name: 'football-data.co.uk' }).getAttribute('href')).toBe(
      'https://www.football-data.co.uk/',
    );
  });

  it('a replay joined to openfootball credits both sources, and its events are not called modelled', () => {
    render(
      <SourceNote
        provenance={{
          source: 'football-data',
          credits: [
            { source: 'football-data', parts: ['result', 'halfTime', 'openingOdds', 'closingOdds'] },
            { source: 'openfootball', parts: ['events', 'eventMinutes', 'lineups', 'referee', 'venue'] },
          ],
          modelled: ['cornerMinutes', 'weather', 'commentary', 'inPlayOdds'],
        }}
      />,
    );
    expect(note()?.textContent).toBe(
      '赛果、半场比分、初盘与终盘来自 football-data.co.uk；比赛事件及时间、阵容、裁判与场地来自 openfootball（公有领域）；' +
        '角球时间、天气、文字直播与滚球指数为模拟。',
    );
  });

  it('a World Cup match without any real statistics says 技术统计 once', () => {
    render(
      <SourceNote
        provenance={{
          source: 'openfootball',
          credits: [{ source: 'openfootball', parts: ['result', 'events', 'eventMinutes'] }],
          modelled: ['cards', 'corners', 'shots', 'fouls', 'tech', 'referee'],
        }}
      />,
    );
    expect(note()?.textContent).toBe(
      '赛果与比赛事件及时间来自 openfootball（公有领域）；技术统计与裁判为模拟。',
    );
  });

  it('a synthetic match says outright that it is not a real result', () => {
    render(<SourceNote provenance={{ source: 'generated', credits: [], modelled: ['result', 'events'] }} />);
    expect(note()?.textContent).toBe('本场为模拟比赛：比分、事件与数据均为模拟生成，并非真实赛果。');
  });

  it('a feed that does not say gets no note (no credit is made up)', () => {
    const { container } = render(<SourceNote provenance={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
