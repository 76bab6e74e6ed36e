import { BASKETBALL_STATE_LABEL, BasketballState } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { dayStart } from '../util/day-time.ts';
import { basketballWords, playText } from './commentary.ts';
import { basketballRowAt } from './row.ts';
import { simulateBasketball } from './simulate.ts';

const teams = {
  home: { id: 'h', name: 'TNT', alias: 'TNT' },
  away: { id: 'a', name: '北港', alias: '北港' },
};

const game = () =>
  simulateBasketball({
    seed: 7,
    id: '26091390100',
    date: '2026-09-13',
    league: { id: '5', name: 'CBA', alias: '', color: '#c8102e', kind: 'league' },
    season: '2025-2026',
    ...teams,
    homeRank: null,
    awayRank: null,
    kickoff: dayStart('2026-09-13') + 9 * 3600_000,
    quarterSeconds: 600,
    meanTotal: 200,
    strength: [
      { offence: 0.04, defence: 0.02, pace: 0 },
      { offence: -0.02, defence: -0.03, pace: 0 },
    ],
    chinese: true,
  });

describe('basketball play-by-play (文字直播) prints the score home first, like the header', () => {
  it('a basket by the away side at home 42, away 51 reads (42-51), matching "TNT 42 - 51 北港"', () => {
    const text = playText(teams, {
      at: 0,
      period: 2,
      clock: 300,
      side: 'away',
      kind: '2pt',
      points: 2,
      player: '张三',
      assist: null,
      home: 42,
      away: 51,
    });
    expect(text).toBe('北港 张三 两分球命中 (42-51)');
  });

  it("every scoring line of a simulated game ends with the row's home-away score at that instant", () => {
    const plan = game();
    const scoring = basketballWords(plan).filter((w) => w.kind === 'score');
    expect(scoring.length).toBeGreaterThan(50);
    // Two plays can share an instant, so compare each line with the row after the last play of its instant.
    const last = new Map(scoring.map((w) => [w.at, w]));
    for (const [at, w] of last) {
      const row = basketballRowAt(plan, at);
      expect(w.text.endsWith(`(${row.homeScore}-${row.awayScore})`), w.text).toBe(true);
    }
  });
});

describe('[naming] 文字直播 names a period as the match header does', () => {
  it('every line of a simulated game is stamped with the header’s period (第四节 05:12, not 第4节 05:12)', () => {
    const plan = game();
    const words = basketballWords(plan).filter((w) => w.time !== '');
    expect(words.length).toBeGreaterThan(100);
    for (const w of words) {
      const row = basketballRowAt(plan, w.at);
      // Between periods (中场, the moment a quarter ends) the header has no period of its own to compare.
      if (row.state < 1 || row.state > 8) continue;
      expect(w.time, w.text).toMatch(
        new RegExp(`^${BASKETBALL_STATE_LABEL[row.state as BasketballState]} \\d\\d:\\d\\d$`),
      );
    }
    expect(words[0]?.text).toBe('第一节比赛开始');
  });
});

describe('[closing] 文字直播 ends with the final score when the game ends', () => {
  it('the last line reads 全场比赛结束！ with the final score, and appears the moment the row turns 完场', () => {
    const plan = game();
    const words = basketballWords(plan);
    const last = words[words.length - 1];
    const final = basketballRowAt(plan, plan.endAt);
    expect(final.state).toBe(BasketballState.Finished);
    expect(last?.text).toBe(`全场比赛结束！TNT ${final.homeScore}-${final.awayScore} 北港。`);
    expect(last?.kind).toBe('period');
    expect(basketballRowAt(plan, (last?.at ?? 0) - 1).state).not.toBe(BasketballState.Finished);
    expect(basketballRowAt(plan, last?.at ?? 0).state).toBe(BasketballState.Finished);
    // Only one closing line, after every play.
    expect(words.filter((w) => w.text.startsWith('全场比赛结束')).length).toBe(1);
    expect(words.every((w) => w.at <= (last?.at ?? 0))).toBe(true);
  });
});
