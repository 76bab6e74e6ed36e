import type { ScheduleItem } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { rate, summarize, teamResult, teamResults } from './team-record.ts';

function item(over: Partial<ScheduleItem>): ScheduleItem {
  return {
    id: 'x',
    round: '第1轮',
    group: null,
    kickoff: 0,
    homeId: 'ars',
    homeName: '阿森纳',
    awayId: 'che',
    awayName: '切尔西',
    state: -1,
    homeScore: 1,
    awayScore: 0,
    homeHalf: 0,
    awayHalf: 0,
    asianLine: 0.5,
    ouLine: 2.5,
    ...over,
  };
}

describe('盘路 of recent results ([D6])', () => {
  it('judges the home side against its handicap and the away side as its mirror', () => {
    const m = item({ homeScore: 1, awayScore: 0, asianLine: 0.5 });
    expect(teamResult(m, 'ars')).toMatchObject({ outcome: '胜', asian: '赢', total: '小', atHome: true });
    expect(teamResult(m, 'che')).toMatchObject({
      outcome: '负',
      asian: '输',
      opponent: '阿森纳',
      atHome: false,
    });
  });

  it('splits quarter lines into half wins and half losses, and pushes on a whole line', () => {
    // Home gives 0.75: a one-goal win wins half; the away side loses half.
    const quarter = item({ homeScore: 2, awayScore: 1, asianLine: 0.75, ouLine: 2.75 });
    expect(teamResult(quarter, 'ars')?.asian).toBe('赢半');
    expect(teamResult(quarter, 'che')?.asian).toBe('输半');
    expect(teamResult(quarter, 'ars')?.total).toBe('大半');
    const level = item({ homeScore: 1, awayScore: 1, asianLine: 0, ouLine: 2 });
    expect(teamResult(level, 'che')).toMatchObject({ outcome: '平', asian: '走', total: '走' });
  });

  it('a receiving home side (negative line) covers when it loses by less than the start', () => {
    const m = item({ homeScore: 0, awayScore: 1, asianLine: -1.5 });
    expect(teamResult(m, 'ars')?.asian).toBe('赢');
    expect(teamResult(m, 'che')?.asian).toBe('输');
  });

  it('settles a tie won in extra time on its 90 minutes: 胜 for the match, 走 and 小 for the lines', () => {
    const m = item({
      homeScore: 2,
      awayScore: 1,
      homeRegular: 1,
      awayRegular: 1,
      extraTime: true,
      asianLine: 0,
    });
    expect(teamResult(m, 'ars')).toMatchObject({ outcome: '胜', goalsFor: 2, asian: '走', total: '小' });
    // Without the 90-minute score the lines cannot be told.
    const unknown = { ...m, homeRegular: null, awayRegular: null };
    expect(teamResult(unknown, 'ars')).toMatchObject({ outcome: '胜', asian: null, total: null });
  });

  it('leaves out matches without a score or a line, and other teams’ matches', () => {
    expect(teamResult(item({ homeScore: null, awayScore: null, state: -14 }), 'ars')).toBeNull();
    expect(teamResult(item({}), 'mci')).toBeNull();
    expect(teamResult(item({ asianLine: null, ouLine: null }), 'ars')).toMatchObject({
      asian: null,
      total: null,
    });
  });

  it('sums a record counting half wins as covers and gives rates', () => {
    const results = teamResults(
      [
        item({ id: '1', homeScore: 2, awayScore: 0, asianLine: 0.5 }), // 胜 赢 小
        item({ id: '2', homeScore: 2, awayScore: 1, asianLine: 0.75, ouLine: 2.5 }), // 胜 赢半 大
        item({ id: '3', homeScore: 1, awayScore: 1, asianLine: 0, ouLine: 2 }), // 平 走 走
        item({ id: '4', homeScore: 0, awayScore: 3, asianLine: 0.25 }), // 负 输 大
        item({ id: '5', homeScore: null, awayScore: null }),
      ],
      'ars',
    );
    const s = summarize(results);
    expect(s).toMatchObject({ played: 4, win: 2, draw: 1, lose: 1, goalsFor: 5, goalsAgainst: 5 });
    expect([s.cover, s.push, s.noCover]).toEqual([2, 1, 1]);
    expect([s.over, s.totalPush, s.under]).toEqual([2, 1, 1]);
    expect(rate(s.cover, s.cover + s.push + s.noCover)).toBe('50%');
    expect(rate(0, 0)).toBe('-');
  });
});
