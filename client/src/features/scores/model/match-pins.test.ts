import { MATCH_PIN_KEEP_MS, MATCH_PIN_MAX, type MatchPin } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { mergePins, pinChanges, pinnedIdsOf, pinsFromSaved, prunePins, togglePin } from './match-pins.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const pin = (
  matchId: string,
  sport: MatchPin['sport'] = 'football',
  kickoff: number | null = NOW,
): MatchPin => ({
  sport,
  matchId,
  kickoff,
});

describe('match pins', () => {
  it('[PIN3] merge keeps the account pins first, then adds the browser pins it lacks, in their order', () => {
    const account = [pin('1'), pin('2', 'basketball')];
    const local = [pin('3'), pin('1'), pin('2'), pin('3')];
    // football 2 is not basketball 2: both stay.
    expect(mergePins(account, local)).toEqual([pin('1'), pin('2', 'basketball'), pin('3'), pin('2')]);
    expect(mergePins([], local)).toEqual([pin('3'), pin('1'), pin('2')]);
    expect(mergePins(account, [])).toEqual(account);
  });

  it('[PIN4] merge stops at the cap', () => {
    const account = Array.from({ length: MATCH_PIN_MAX - 1 }, (_, i) => pin(`a${i}`));
    const merged = mergePins(account, [pin('x'), pin('y')]);
    expect(merged).toHaveLength(MATCH_PIN_MAX);
    expect(merged.at(-1)).toEqual(pin('x'));
  });

  it('[PIN5] prune drops pins of matches that kicked off more than 3 days ago and keeps the rest in order', () => {
    const pins = [
      pin('old', 'football', NOW - MATCH_PIN_KEEP_MS - 1),
      pin('edge', 'football', NOW - MATCH_PIN_KEEP_MS),
      pin('yesterday', 'basketball', NOW - DAY),
      pin('next-week', 'football', NOW + 7 * DAY),
      pin('undated', 'football', null),
    ];
    expect(prunePins(pins, NOW).map((p) => p.matchId)).toEqual(['edge', 'yesterday', 'next-week', 'undated']);
    expect(prunePins(pins, NOW + 11 * DAY).map((p) => p.matchId)).toEqual(['undated']);
  });

  it('[PIN5] a list saved by an older release (bare ids) becomes dated pins in both tables', () => {
    expect(pinsFromSaved(['7'], NOW)).toEqual([pin('7', 'football'), pin('7', 'basketball')]);
    expect(pinsFromSaved([pin('8'), { sport: 'golf', matchId: '1', kickoff: null }, 5], NOW)).toEqual([
      pin('8'),
    ]);
    expect(pinsFromSaved('7', NOW)).toBeNull();
  });

  it('toggles a pin per sport and tells which pins were added and removed', () => {
    const one = togglePin([], pin('1'));
    const two = togglePin(one, pin('1', 'basketball'));
    expect(pinnedIdsOf(two, 'football')).toEqual(['1']);
    expect(pinnedIdsOf(two, 'basketball')).toEqual(['1']);
    const three = togglePin(two, pin('1'));
    expect(three).toEqual([pin('1', 'basketball')]);
    expect(pinChanges(two, [...three, pin('9')])).toEqual({ added: [pin('9')], removed: [pin('1')] });
  });
});
