import { describe, expect, it } from 'vitest';
import { matchTabPath, oddsPath, tabOf } from './match-tabs.ts';

describe('match sub-pages (spec §2 /livedetail/football/:id/*)', () => {
  it('no sub-page is the live tab; the four pages are themselves; anything else is not a page', () => {
    expect(tabOf(undefined)).toBe('live');
    expect(tabOf('')).toBe('live');
    expect(tabOf('analysis/')).toBe('analysis');
    expect(['live', 'analysis', 'integral', 'recommend'].map(tabOf)).toEqual([
      'live',
      'analysis',
      'integral',
      'recommend',
    ]);
    expect(tabOf('odds')).toBeNull();
    expect(tabOf('live/extra')).toBeNull();
  });

  it('links each tab and the odds pages by the match id', () => {
    expect(matchTabPath('26112206000', 'integral')).toBe('/livedetail/football/26112206000/integral');
    expect(oddsPath('26112206000')).toBe('/handicap/odds?matchId=26112206000');
  });
});
