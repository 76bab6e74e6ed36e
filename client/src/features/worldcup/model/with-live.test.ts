import { describe, expect, it } from 'vitest';
import { footballRow } from '../../scores/model/fixtures.ts';
import { scoreText, winnerSide } from './score-text.ts';
import { testMatch } from './test-match.ts';
import { withLive } from './with-live.ts';

/** The 2018 MEX–SWE group match as /worldcup's REST answer reads it in play: no score of its own. */
const listed = testMatch({
  id: '18062707501',
  round: 'F组',
  stage: 'group',
  homeId: 'mex',
  homeName: '墨西哥',
  awayId: 'swe',
  awayName: '瑞典',
  state: 3,
  homeScore: null,
  awayScore: null,
  homeHalf: null,
  awayHalf: null,
  extraTime: false,
  homePenalties: null,
  awayPenalties: null,
  winnerId: null,
});
const row = (over: Parameters<typeof footballRow>[0]) =>
  footballRow({
    id: '18062707501',
    homeId: 'mex',
    homeName: '墨西哥',
    awayId: 'swe',
    awayName: '瑞典',
    ...over,
  });

describe('[WC5] /worldcup shows a match in play with its live score, not just 进行中', () => {
  it('reads the running score from the live list row', () => {
    const m = withLive(listed, row({ state: 3, periodStart: 1, homeScore: 0, awayScore: 1 }));
    expect(scoreText(m)).toBe('0-1');
    expect(scoreText(listed)).toBe('进行中');
  });

  it('shows the shoot-out as it is taken', () => {
    const m = withLive(
      { ...listed, stage: 'r16' },
      row({ state: 5, homeScore: 1, awayScore: 1, homePenalty: 2, awayPenalty: 1 }),
    );
    expect(scoreText(m)).toBe('1-1 (点球 2-1)');
  });

  it('a match the socket saw end reads as over: final score, 加时 and 点球 marked, winner known', () => {
    const et = withLive(
      { ...listed, stage: 'r16' },
      row({ state: -1, homeScore: 2, awayScore: 1, regular: { home: 1, away: 1 } }),
    );
    expect(scoreText(et)).toBe('2-1 (加时)');
    expect(winnerSide(et)).toBe('home');
    const pens = withLive(
      { ...listed, stage: 'r16' },
      row({
        state: -1,
        homeScore: 1,
        awayScore: 1,
        regular: { home: 1, away: 1 },
        homePenalty: 3,
        awayPenalty: 4,
      }),
    );
    expect(scoreText(pens)).toBe('1-1 (点球 3-4)');
    expect(winnerSide(pens)).toBe('away');
    const plain = withLive(
      listed,
      row({ state: -1, homeScore: 0, awayScore: 3, regular: { home: 0, away: 3 } }),
    );
    expect(scoreText(plain)).toBe('0-3');
  });

  it('keeps what the tournament data says once it has the result, and adds nothing before kick-off', () => {
    const done = testMatch();
    expect(withLive(done, row({ id: done.id, state: -1, homeScore: 3, awayScore: 3 }))).toBe(done);
    const upcoming = { ...listed, state: 0 };
    expect(withLive(upcoming, row({ state: 0 }))).toBe(upcoming);
    expect(withLive(upcoming, undefined)).toBe(upcoming);
  });
});
