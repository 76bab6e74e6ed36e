import { TOP_BASKETBALL_LEAGUE_IDS } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { pickTopMatches } from './pick-top-matches.ts';

const row = (id: string, leagueId: string, state: number, kickoff: number) => ({
  id,
  leagueId,
  state,
  kickoff,
});
const top = new Set(['36']);

describe('home page 焦点赛事 (issue 11)', () => {
  it('keeps the big competitions only: in play, then next kick-offs, then latest results', () => {
    const rows = [
      row('done-early', '36', -1, 100),
      row('later', '36', 0, 900),
      row('other-league', '99', 1, 500),
      row('live', '36', 3, 300),
      row('done-late', '36', -1, 200),
      row('soon', '36', 0, 800),
    ];
    expect(pickTopMatches(rows, top).map((r) => r.id)).toEqual([
      'live',
      'soon',
      'later',
      'done-late',
      'done-early',
    ]);
  });

  it('shows at most the limit', () => {
    const rows = Array.from({ length: 30 }, (_, i) => row(String(i), '36', 0, i));
    expect(pickTopMatches(rows, top, 10)).toHaveLength(10);
  });

  it('篮球焦点 keeps NBA, CBA and 欧篮联, not the smaller leagues', () => {
    const rows = [
      row('nba', '1', 1, 1),
      row('cba', '5', 1, 2),
      row('euro', '7', 1, 3),
      row('kbl', '15', 1, 4),
    ];
    expect(pickTopMatches(rows, TOP_BASKETBALL_LEAGUE_IDS).map((r) => r.id)).toEqual(['nba', 'cba', 'euro']);
  });
});
