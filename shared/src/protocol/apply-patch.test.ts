import { describe, expect, it } from 'vitest';
import { applyPatch, applyPatchInPlace } from './apply-patch.ts';
import type { ChannelState } from './patch.ts';

const state = (): ChannelState => ({
  '1': { score: 0, odds: { home: 0.9 } },
  '2': { score: 1 },
  '3': { score: 2 },
});

describe('applyPatchInPlace', () => {
  it('[P3] leaves the same state as applyPatch (drop → del → put), in the object it was given', () => {
    const changes = {
      drop: ['3'],
      del: { '1': ['odds.home'] },
      put: { '1': { score: 1 }, '4': { score: 0 } },
    };
    const expected = applyPatch(state(), changes);
    const own = state();
    applyPatchInPlace(own, changes);
    expect(own).toEqual(expected);
  });

  it('replaces changed rows with new objects and keeps untouched ones, reporting the touched ids', () => {
    const own = state();
    const [one, two] = [own['1'], own['2']];
    const touched = applyPatchInPlace(own, { put: { '1': { 'odds.home': 0.95 } }, drop: ['3', 'missing'] });
    expect(own['1']).not.toBe(one);
    expect(one).toEqual({ score: 0, odds: { home: 0.9 } });
    expect(own['2']).toBe(two);
    expect([...touched].sort()).toEqual(['1', '3']);
  });
});
