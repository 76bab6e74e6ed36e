import { DEFAULT_SETTINGS } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { compactColumns, reducedColumns, TABLE_GUTTER, tableMinWidth, visibleColumns } from './columns.ts';

const keys = (cols: { label: string }[]) => cols.map((c) => c.label).filter(Boolean);

describe('visibleColumns (spec §3 pan and setting)', () => {
  it('shows 亚盘 and 大小 but not 欧赔 by default', () => {
    const labels = keys(
      visibleColumns('football', { ...DEFAULT_SETTINGS.pan }, { ...DEFAULT_SETTINGS.setting }),
    );
    expect(labels).toEqual([
      '赛事',
      '时间',
      '状态',
      '主队',
      '比分',
      '客队',
      '半场',
      '角球',
      '亚盘',
      '大小',
      '数据',
    ]);
  });
  it('follows pan per market and hides every odds column when setting.odds is off', () => {
    const pan = { ya: false, da: true, ou: true };
    expect(keys(visibleColumns('football', pan, { ...DEFAULT_SETTINGS.setting }))).toContain('欧赔');
    expect(keys(visibleColumns('football', pan, { ...DEFAULT_SETTINGS.setting }))).not.toContain('亚盘');
    const noOdds = visibleColumns('basketball', pan, { ...DEFAULT_SETTINGS.setting, odds: false });
    expect(keys(noOdds)).not.toContain('总分');
    expect(keys(noOdds)).toContain('一节');
  });
});

describe('compactColumns (phone rows)', () => {
  it('keeps 置顶 / 隐藏 on a phone row, so a fan can pin (or unpin) a match at 390 px', () => {
    for (const sport of ['football', 'basketball'] as const) {
      const cols = compactColumns(sport, { ...DEFAULT_SETTINGS.pan }, { ...DEFAULT_SETTINGS.setting });
      expect({ sport, act: cols.some((c) => c.key === 'act') }).toEqual({ sport, act: true });
    }
  });
});

describe('reducedColumns (a window a little too narrow for the desktop table)', () => {
  it('drops 半场, 角球 and 分差/总分 first and keeps the score, the quarters and every odds column', () => {
    const basketball = visibleColumns('basketball', DEFAULT_SETTINGS.pan, DEFAULT_SETTINGS.setting);
    const keys = reducedColumns(basketball).map((c) => c.key);
    expect(keys).not.toContain('half');
    expect(keys).not.toContain('diff');
    expect(keys).toEqual(expect.arrayContaining(['q1', 'q4', 'total', 'ya', 'da']));
    // An iPad's 1024 px window holds the thinned basketball table, not the whole one.
    expect(tableMinWidth(basketball) + TABLE_GUTTER).toBeGreaterThan(1024);
    expect(tableMinWidth(reducedColumns(basketball)) + TABLE_GUTTER).toBeLessThanOrEqual(1024);
    const football = visibleColumns('football', DEFAULT_SETTINGS.pan, DEFAULT_SETTINGS.setting);
    expect(reducedColumns(football).map((c) => c.key)).not.toContain('corner');
  });
});
