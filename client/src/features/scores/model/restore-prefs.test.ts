import { describe, expect, it } from 'vitest';
import { includeLeagues, invertLeagues, unhideRows } from './restore-prefs.ts';

describe("one table's buttons act on its own rows and leagues", () => {
  it('显示隐藏的 N 场 on football keeps the basketball games hidden on the other tab', () => {
    expect(unhideRows(['b1', 'f1', 'b2'], [{ id: 'f1' }, { id: 'f2' }])).toEqual(['b1', 'b2']);
  });

  it('全选 / 显示全部比赛 tick this table’s leagues again and keep the others unticked', () => {
    expect(includeLeagues(['意乙', '英超'], ['英超', '西甲'])).toEqual(['意乙']);
  });

  it('反选 on a day without 意乙 keeps 意乙 unticked', () => {
    expect(invertLeagues(['意乙', '英超'], ['英超', '西甲'])).toEqual(['意乙', '西甲']);
  });
});
