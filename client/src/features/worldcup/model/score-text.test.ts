import { describe, expect, it } from 'vitest';
import { scoreText, winnerSide } from './score-text.ts';
import { testMatch } from './test-match.ts';

describe('[WC5] a World Cup score reads as Chinese fans expect', () => {
  it('shows penalties after the extra-time score: 3-3 (点球 4-2)', () => {
    expect(scoreText(testMatch())).toBe('3-3 (点球 4-2)');
    expect(winnerSide(testMatch())).toBe('home');
  });

  it('marks extra time without penalties, and plain results plainly', () => {
    const et = testMatch({
      homeScore: 2,
      awayScore: 1,
      homePenalties: null,
      awayPenalties: null,
      winnerId: '1',
    });
    expect(scoreText(et)).toBe('2-1 (加时)');
    expect(
      scoreText(
        testMatch({ homeScore: 2, awayScore: 0, extraTime: false, homePenalties: null, awayPenalties: null }),
      ),
    ).toBe('2-0');
  });

  it('never shows a score it does not have: 未开赛, 待定, 进行中', () => {
    const upcoming = {
      state: 0,
      homeScore: null,
      awayScore: null,
      homePenalties: null,
      awayPenalties: null,
      winnerId: null,
    };
    expect(scoreText(testMatch(upcoming))).toBe('未开赛');
    expect(scoreText(testMatch({ ...upcoming, homeCode: null, awayCode: null, homeName: '待定' }))).toBe(
      '待定',
    );
    expect(scoreText(testMatch({ ...upcoming, state: 3 }))).toBe('进行中');
    expect(winnerSide(testMatch(upcoming))).toBeNull();
  });
});
