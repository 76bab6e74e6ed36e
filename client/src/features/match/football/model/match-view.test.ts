import type { JsonObject } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { keepStable, readMatchState } from './match-view.ts';
import { testChannelState, testEvent, testInfo, testWord } from './test-match.ts';

describe('readMatchState ([P2] match channel entities)', () => {
  it('is null while the channel has no info (an empty snapshot at seq 0)', () => {
    expect(readMatchState({})).toBeNull();
  });

  it('reads info, events in match order and commentary newest first, merging lines read over REST', () => {
    const state = testChannelState({
      info: testInfo({ homeName: '阿森纳' }),
      events: [testEvent(2, { minute: 50 }), testEvent(1, { minute: 45, addedTime: 3 })],
      words: [testWord(20, '二'), testWord(30, '三')],
    });
    const view = readMatchState(state, [testWord(10, '一'), testWord(20, '旧的二')]);
    expect(view?.info.homeName).toBe('阿森纳');
    expect(view?.events.map((e) => e.id)).toEqual(['m1-1', 'm1-2']);
    expect(view?.words.map((w) => w.text)).toEqual(['三', '二', '一']);
    expect(view?.lineups).toBeNull();
  });

  it('keeps the previous arrays when only other entities changed, so unchanged panels do not redraw', () => {
    const state1 = testChannelState({ events: [testEvent(1, {})], words: [testWord(1, 'a')] });
    // applyPatch keeps untouched entities by reference: a new line leaves the event objects as they were.
    const line = testChannelState({ words: [testWord(2, 'b')] })['w:2'] as JsonObject;
    const state2 = { ...state1, 'w:2': line };
    const first = readMatchState(state1);
    const next = readMatchState(state2);
    if (!first || !next) throw new Error('no view');
    const second = keepStable(first, next);
    expect(second.events).toBe(first.events);
    expect(second.words).not.toBe(first.words);
    expect(second.words.map((w) => w.text)).toEqual(['b', 'a']);
  });
});
