import type { FootballMatch, WorldCupInfo } from '@kuyi/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { testMatch } from '../model/test-match.ts';
import KnockoutBracket from './knockout-bracket.tsx';

afterEach(cleanup);

const notBegun = {
  state: 0,
  homeScore: null,
  awayScore: null,
  homeHalf: null,
  awayHalf: null,
  extraTime: false,
  homePenalties: null,
  awayPenalties: null,
  winnerId: null,
};

/** Two semi-finals (one played, one about to start) and a final nobody knows yet. */
const bracket: WorldCupInfo['bracket'] = [
  {
    stage: 'sf',
    name: '半决赛',
    matches: [
      testMatch({
        id: 'sf1',
        stage: 'sf',
        round: '半决赛',
        extraTime: false,
        homePenalties: null,
        awayPenalties: null,
        homeScore: 3,
        awayScore: 0,
      }),
      testMatch({ id: 'sf2', stage: 'sf', round: '半决赛', ...notBegun }),
    ],
  },
  {
    stage: 'final',
    name: '决赛',
    matches: [testMatch({ id: 'fin', homeName: '待定', awayName: '待定', ...notBegun })],
  },
];

function renderBracket(
  live = new Map<string, FootballMatch>(),
  thirdPlace: WorldCupInfo['thirdPlace'] = null,
  rounds = bracket,
) {
  render(
    <MemoryRouter>
      <KnockoutBracket bracket={rounds} thirdPlace={thirdPlace} live={live} />
    </MemoryRouter>,
  );
}

const tie = (id: string) => screen.getByText((_, el) => el?.getAttribute('data-match-id') === id);

describe('[WC5] a played or playing tie in 淘汰赛 opens its match page, as 赛程赛果 does', () => {
  it("a played tie's result links to its /livedetail/football page; a tie not begun is no link", () => {
    renderBracket();
    const link = within(tie('sf1')).getByRole('link', { name: '3-0' });
    expect(link.getAttribute('href')).toBe('/livedetail/football/sf1/live');
    expect(within(tie('sf2')).queryByRole('link')).toBeNull();
    expect(within(tie('fin')).queryByRole('link')).toBeNull();
  });

  it('a tie the live list says has kicked off links too, and so does the third-place match once played', () => {
    const live = new Map([
      ['sf2', { id: 'sf2', state: 1, homeScore: 1, awayScore: 0 } as unknown as FootballMatch],
    ]);
    renderBracket(live, testMatch({ id: 'third', stage: 'third', round: '三四名决赛' }));
    expect(within(tie('sf2')).getByRole('link').getAttribute('href')).toBe('/livedetail/football/sf2/live');
    expect(within(tie('third')).getByRole('link').getAttribute('href')).toBe(
      '/livedetail/football/third/live',
    );
  });

  it('a tie the centre keeps no page for (page: false) is no link', () => {
    renderBracket(new Map(), null, [
      { stage: 'final', name: '决赛', matches: [testMatch({ id: 'old', page: false })] },
    ]);
    expect(within(tie('old')).queryByRole('link')).toBeNull();
  });
});

describe('[WC5] the bracket on a phone', () => {
  it('says the later rounds are a swipe away, naming the last (the hint is shown under 640 px only)', () => {
    renderBracket();
    const hint = document.querySelector('.wc-bracket-hint');
    expect(hint?.textContent).toMatch(/^左右滑动查看.+ →$/);
    expect(hint?.textContent).not.toContain('undefined');
  });
});
