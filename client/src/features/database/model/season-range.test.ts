import { describe, expect, it } from 'vitest';
import { seasonRangeText, seasonsNewestFirst } from './season-range.ts';

describe('[T2] the 资料库 index names only the seasons the picker lists', () => {
  it('a contiguous run of calendar years reads as one range with its count', () => {
    expect(seasonRangeText(['2020', '2019', '2018', '2017', '2016', '2015', '2014'])).toBe(
      '7个赛季 · 2014–2020',
    );
  });

  it('a gap splits the range: 中超 has 2014–2020 and 2026, not 2014–2026', () => {
    expect(seasonRangeText(['2026', '2020', '2019', '2018', '2017', '2016', '2015', '2014'])).toBe(
      '8个赛季 · 2014–2020、2026',
    );
  });

  it('two seasons side by side are both named, whatever order they come in', () => {
    expect(seasonRangeText(['2019', '2020'])).toBe('2个赛季 · 2019、2020');
    expect(seasonRangeText(['2026-2027', '2025-2026'])).toBe('2个赛季 · 2025-2026、2026-2027');
  });

  it('a single season is just its label, with no count', () => {
    expect(seasonRangeText(['2026'])).toBe('2026');
    expect(seasonRangeText(['2026-2027'])).toBe('2026-2027');
  });

  it("European 'YYYY-YYYY' runs keep the picker's labels and split at a missing season", () => {
    expect(seasonRangeText(['2026-2027', '2025-2026', '2024-2025', '2020-2021'])).toBe(
      '4个赛季 · 2020-2021、2024-2025至2026-2027',
    );
  });

  it('no seasons reads as nothing', () => {
    expect(seasonRangeText([])).toBe('');
  });
});

describe('[T2] the season picker lists the newest season first', () => {
  it('sorts calendar and two-year labels by their first year, newest first', () => {
    expect(seasonsNewestFirst(['2014', '2026', '2020'])).toEqual(['2026', '2020', '2014']);
    expect(seasonsNewestFirst(['2025-2026', '2026-2027'])).toEqual(['2026-2027', '2025-2026']);
  });
});
