import { describe, expect, it } from 'vitest';
import { footballRow } from './fixtures.ts';
import { oddsHighlights } from './odds-highlights.ts';

describe('oddsHighlights', () => {
  const prev = footballRow().odds;
  it('marks a rising price up (red) and a falling one down (green)', () => {
    const next = { ...prev, ya: { line: 0.5, home: 0.98, away: 0.88 } };
    const marks = oddsHighlights('m', prev, next).map((h) => [h.key, h.value]);
    expect(marks).toEqual([
      ['ya.home', 'up'],
      ['ya.away', 'down'],
    ]);
  });
  it('marks a moved handicap or total line as a line change (yellow)', () => {
    const next = { ...prev, da: { line: 2.75, over: 0.9, under: 0.96 } };
    expect(oddsHighlights('m', prev, next).map((h) => [h.key, h.value])).toEqual([['da.line', 'line']]);
  });
  it('marks nothing when a market opens or closes', () => {
    expect(oddsHighlights('m', prev, { ...prev, ou: null })).toEqual([]);
  });
});
