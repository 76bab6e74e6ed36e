import { describe, expect, it } from 'vitest';
import { basketballModel } from './basketball-model.ts';
import { basketballRow, footballRow } from './fixtures.ts';
import { footballModel } from './football-model.ts';

const marks = (list: { key: string; value: string }[]) => list.map((h) => `${h.key}:${h.value}`);

describe('highlights a row deserves', () => {
  it('a goal marks the scoring side, a red card its side', () => {
    const prev = footballRow({ state: 3 });
    expect(marks(footballModel.detect(prev, { ...prev, homeScore: 1 }))).toEqual(['goal:home']);
    expect(marks(footballModel.detect(prev, { ...prev, awayRed: 1 }))).toEqual(['red:away']);
  });

  it('[P3] a score that goes down (VAR) is not a goal', () => {
    const prev = footballRow({ state: 3, homeScore: 2 });
    expect(footballModel.detect(prev, { ...prev, homeScore: 1 })).toEqual([]);
  });

  it('basketball flashes the side that scored, without a goal alert', () => {
    const prev = basketballRow({ state: 2, homeScore: 40, awayScore: 38 });
    expect(marks(basketballModel.detect(prev, { ...prev, awayScore: 41 }))).toEqual(['score.away:up']);
  });
});
