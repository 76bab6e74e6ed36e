import type { FootballMatch, WorldCupInfo } from '@kuyi/shared';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { syncServerClock } from '../../../lib/server-clock.ts';
import { testMatch } from '../model/test-match.ts';
import ScheduleList from './schedule-list.tsx';

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

/** Group matches on 14, 15, 27 and 28 June 2018 (Beijing), then a round of 16 tie on 30 June. */
const stages: WorldCupInfo['stages'] = [
  {
    stage: 'group',
    name: '小组赛',
    matches: [
      testMatch({ id: 'a', kickoff: Date.UTC(2018, 5, 14, 15, 0), num: 1, stage: 'group' }),
      testMatch({ id: 'b', kickoff: Date.UTC(2018, 5, 15, 12, 0), num: 2, stage: 'group' }),
      testMatch({ id: 'c', kickoff: Date.UTC(2018, 5, 27, 14, 0), num: 3, stage: 'group', ...notBegun }),
      testMatch({ id: 'd', kickoff: Date.UTC(2018, 5, 28, 14, 0), num: 4, stage: 'group', ...notBegun }),
    ],
  },
  {
    stage: 'r16',
    name: '1/8决赛',
    matches: [
      testMatch({ id: 'e', kickoff: Date.UTC(2018, 5, 30, 14, 0), num: 5, stage: 'r16', ...notBegun }),
    ],
  },
];

function renderList(list: WorldCupInfo['stages'], live = new Map<string, FootballMatch>()) {
  render(
    <MemoryRouter>
      <ScheduleList stages={list} live={live} />
    </MemoryRouter>,
  );
}

/** Where the list scrolls on opening (jsdom has no layout: the stand-in records the element asked for). */
async function openedOn(at: number, list = stages): Promise<string | null> {
  syncServerClock(at);
  let target: string | null = null;
  const original = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function (this: Element) {
    target = this.getAttribute('aria-label');
  };
  try {
    renderList(list);
    await waitFor(() => expect(target).not.toBeNull());
  } finally {
    Element.prototype.scrollIntoView = original;
  }
  return target;
}

describe('[WC5] 赛程赛果 opens on the day being played, not on the first matchday', () => {
  it("opens on today's matchday and marks it 今天", async () => {
    expect(await openedOn(Date.UTC(2018, 5, 27, 13, 0))).toBe('6月27日 周三');
    expect(document.querySelector('[aria-current="date"]')?.textContent).toContain('今天');
  });

  it('on a rest day opens on the next day with matches', async () => {
    expect(await openedOn(Date.UTC(2018, 5, 28, 17, 0))).toBe('6月30日 周六');
  });

  it('after the last matchday opens on the last one', async () => {
    expect(await openedOn(Date.UTC(2018, 6, 20, 12, 0))).toBe('6月30日 周六');
  });

  it('past midnight a match still in play keeps its own day open', async () => {
    const late = stages.map((s) => ({
      ...s,
      matches: s.matches.map((m) => (m.id === 'c' ? { ...m, state: 3 } : m)),
    }));
    expect(await openedOn(Date.UTC(2018, 5, 27, 16, 10), late)).toBe('6月27日 周三');
  });
});

describe('[WC5] a played or playing match in 赛程赛果 opens its match page, as the score tables and 资料库 do', () => {
  const row = (id: string) => screen.getByText((_, el) => el?.getAttribute('data-match-id') === id);

  it('the score of a finished match links to its /livedetail/football page; a match not begun is no link', async () => {
    syncServerClock(Date.UTC(2018, 5, 27, 13, 0));
    renderList(stages);
    const done = within(row('a')).getByRole('link', { name: '3-3 (点球 4-2)' });
    expect(done.getAttribute('href')).toBe('/livedetail/football/a/live');
    expect(within(row('c')).queryByRole('link')).toBeNull();
    expect(within(row('c')).getByText('未开赛')).toBeTruthy();
  });

  it('a match the live list says has kicked off links too, before the schedule knows its score', async () => {
    syncServerClock(Date.UTC(2018, 5, 27, 14, 10));
    const live = new Map([
      ['c', { id: 'c', state: 1, homeScore: 0, awayScore: 0 } as unknown as FootballMatch],
    ]);
    renderList(stages, live);
    expect(within(row('c')).getByRole('link').getAttribute('href')).toBe('/livedetail/football/c/live');
  });

  it('a match the centre keeps no page for (page: false) is no link', async () => {
    syncServerClock(Date.UTC(2018, 5, 27, 13, 0));
    renderList([{ stage: 'group', name: '小组赛', matches: [testMatch({ id: 'old', page: false })] }]);
    expect(within(row('old')).queryByRole('link')).toBeNull();
  });
});
