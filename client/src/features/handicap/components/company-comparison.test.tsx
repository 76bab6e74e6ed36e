import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { companyOdds } from '../model/odds-fixtures.ts';
import CompanyComparison from './company-comparison.tsx';

afterEach(cleanup);

const cellTexts = (selector: string) =>
  [...document.querySelectorAll(selector)].map((c) => c.firstChild?.textContent ?? '');
const headings = () => [...document.querySelectorAll('thead tr:nth-child(2) th')].map((th) => th.textContent);

function renderCompare(
  company = companyOdds(),
  markets: ('ya' | 'da' | 'ou')[] = ['ya'],
  settledOn: { home: number; away: number } | null = null,
) {
  render(
    <CompanyComparison
      settledOn={settledOn}
      companies={[company]}
      markets={markets}
      sport="football"
      flashes={new Map()}
      selectedId={null}
      onSelect={() => undefined}
    />,
  );
}

describe('company comparison: 初盘 / 终盘 / 即时', () => {
  it('a kicked-off match shows each company’s 终盘 between 初盘 and 即时 (what the today list prints once finished)', () => {
    renderCompare(
      companyOdds({
        ya: {
          open: { line: -0.5, home: 0.77, away: 0.98 },
          live: { line: 0, home: 0.93, away: 0.81 },
          close: { line: -0.5, home: 0.88, away: 0.86 },
        },
      }),
    );
    expect(headings()).toEqual(['初盘', '终盘', '即时']);
    expect(cellTexts('td[data-cell^="close."]')).toEqual(['0.88', '受半球', '0.86']);
  });

  it('欧赔 keeps its 返还率 after 即时 when a 终盘 is shown', () => {
    renderCompare(
      companyOdds({
        ou: {
          open: { home: 1.82, draw: 3.75, away: 3.94 },
          live: { home: 2, draw: 4, away: 4 },
          close: { home: 1.9, draw: 3.6, away: 3.9 },
        },
      }),
      ['ou'],
    );
    expect(headings()).toEqual(['初盘', '终盘', '即时', '返还率']);
    expect(cellTexts('td[data-cell^="close."]')).toEqual(['1.90', '3.60', '3.90']);
  });

  it('[D6] a finished match reads each company’s 盘路 against its 终盘: 受半球 at 0-1 is 输 for the home side, 大小 2.5/3 at 2-1 is 大半', () => {
    renderCompare(
      companyOdds({
        ya: {
          open: { line: -0.5, home: 0.77, away: 0.98 },
          live: { line: 0, home: 0.93, away: 0.81 },
          close: { line: -0.5, home: 0.88, away: 0.86 },
        },
      }),
      ['ya'],
      { home: 0, away: 1 },
    );
    expect(headings()).toEqual(['初盘', '终盘', '即时', '盘路']);
    expect(cellTexts('td[data-cell="ya.result"]')).toEqual(['输']);
    cleanup();
    renderCompare(
      companyOdds({
        da: {
          open: { line: 2.5, over: 0.92, under: 0.82 },
          live: { line: 3.5, over: 0.9, under: 0.84 },
          close: { line: 2.75, over: 0.88, under: 0.86 },
        },
      }),
      ['da'],
      { home: 2, away: 1 },
    );
    expect(cellTexts('td[data-cell="da.result"]')).toEqual(['大半']);
  });

  it('before kick-off (no 终盘 yet) only 初盘 and 即时 are shown', () => {
    renderCompare();
    expect(headings()).toEqual(['初盘', '即时']);
  });
});
