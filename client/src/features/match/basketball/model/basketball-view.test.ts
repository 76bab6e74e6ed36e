import type { ChannelState, JsonObject } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { headerToState, keepStable, readBasketballState } from './basketball-view.ts';
import { testInfo, testPlayer, testWord } from './test-game.ts';

const json = (v: object) => v as unknown as JsonObject;

describe('readBasketballState', () => {
  it('[P2] is null until the channel has the game (an empty snapshot)', () => {
    expect(readBasketballState({})).toBeNull();
  });

  it('[P2] reads info, team totals, player lines in the feed order (p:10 after p:2) and play-by-play newest first', () => {
    const state: ChannelState = { info: json(testInfo()), tech: json({ rebounds: { home: 20, away: 18 } }) };
    for (const i of [10, 2, 0, 1]) state[`p:${i}`] = json(testPlayer(`球员${i}`));
    state['w:3'] = json(testWord(3, '三'));
    state['w:12'] = json(testWord(12, '十二'));
    const view = readBasketballState(state);
    expect(view?.players.map((p) => p.name)).toEqual(['球员0', '球员1', '球员2', '球员10']);
    expect(view?.words.map((w) => w.id)).toEqual([12, 3]);
    expect(view?.tech.rebounds).toEqual({ home: 20, away: 18 });
  });

  it('REST lines fill in what the channel lacks; the channel wins on a shared id', () => {
    const state: ChannelState = { info: json(testInfo()), 'w:2': json(testWord(2, '频道版本')) };
    const view = readBasketballState(state, [testWord(1, '旧一行'), testWord(2, 'REST版本')]);
    expect(view?.words.map((w) => w.text)).toEqual(['频道版本', '旧一行']);
  });

  it('a REST header reads like the channel (archived games), arena included', () => {
    const state = headerToState(
      { match: testInfo(), tech: {}, players: [testPlayer('詹姆斯')], venue: '加密网体育馆' },
      [testWord(1, '第1节比赛开始')],
    );
    const view = readBasketballState(state);
    expect(view?.info.venue).toBe('加密网体育馆');
    expect(view?.players[0]?.name).toBe('詹姆斯');
    expect(view?.words).toHaveLength(1);
  });
});

describe('keepStable', () => {
  it('keeps the box score array when only a play-by-play line arrived, and the reverse', () => {
    const p = json(testPlayer('詹姆斯'));
    const base: ChannelState = { info: json(testInfo()), 'p:0': p, 'w:1': json(testWord(1, 'a')) };
    const first = readBasketballState(base);
    const withLine = readBasketballState({ ...base, 'w:2': json(testWord(2, 'b')) });
    if (!first || !withLine) throw new Error('no view');
    const next = keepStable(first, withLine);
    expect(next.players).toBe(first.players);
    expect(next.words).not.toBe(first.words);

    const withPoints = readBasketballState({ ...base, 'p:0': json(testPlayer('詹姆斯', { points: 2 })) });
    if (!withPoints) throw new Error('no view');
    const after = keepStable(first, withPoints);
    expect(after.words).toBe(first.words);
    expect(after.players[0]?.points).toBe(2);
  });
});
