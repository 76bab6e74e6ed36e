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
  inPlay = false,
) {
  render(
    <CompanyComparison
      settledOn={settledOn}
      inPlay={inPlay}
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
    expect(headings()).toEqual(['初盘', '终盘', '即时', '返还率', '初盘凯利', '即时凯利']);
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

describe('即时 of a market closed in play reads 封, not "-" (封盘)', () => {
  const closedYa = companyOdds({
    ya: {
      open: { line: 0.5, home: 0.82, away: 0.92 },
      live: null,
      close: { line: 0.25, home: 0.9, away: 0.86 },
    },
  });

  it('a match in play whose 亚盘 has closed shows one muted 封 titled 封盘中 across 即时', () => {
    renderCompare(closedYa, ['ya'], null, true);
    const cell = document.querySelector('td[data-cell="ya.sealed"]');
    expect(cell?.textContent).toBe('封');
    expect(cell?.getAttribute('title')).toBe('封盘中');
    expect(cell?.getAttribute('colspan')).toBe('3');
    expect(cellTexts('td.hc-open')).toEqual(['0.82', '半球', '0.92']);
  });

  it('a company that never priced the market keeps "-" in play', () => {
    renderCompare(companyOdds({ ya: { open: null, live: null } }), ['ya'], null, true);
    expect(document.querySelector('[data-cell="ya.sealed"]')).toBeNull();
    expect([...document.querySelectorAll('td.hc-none')].map((c) => c.textContent)).toEqual(['-', '-']);
  });

  it('a finished match shows no 封: its 终盘 and 盘路 stand as before', () => {
    renderCompare(closedYa, ['ya'], { home: 1, away: 0 }, false);
    expect(document.querySelector('[data-cell="ya.sealed"]')).toBeNull();
    expect(cellTexts('td[data-cell^="close."]')).toEqual(['0.90', '平/半', '0.86']);
    expect(document.querySelector('[data-cell="ya.result"]')?.textContent).toBe('赢');
  });
});

describe('欧赔 company comparison shows each company’s 返还率 and 凯利指数 (初盘 and 即时)', () => {
  const renderTwo = () =>
    render(
      <CompanyComparison
        companies={[
          companyOdds({
            ou: { open: { home: 2, draw: 3, away: 4 }, live: { home: 2, draw: 3, away: 4 } },
          }),
          companyOdds({
            companyId: '3',
            companyName: '皇冠',
            ou: { open: { home: 2, draw: 3, away: 4 }, live: { home: 2.5, draw: 3.2, away: 2.8 } },
          }),
        ]}
        markets={['ou']}
        sport="football"
        flashes={new Map()}
        selectedId={null}
        onSelect={() => undefined}
      />,
    );

  it('凯利 = price × the average normalised probability across the companies shown, 2 decimals, with a title saying so', () => {
    renderTwo();
    expect(headings()).toEqual(['初盘', '即时', '返还率', '初盘凯利', '即时凯利']);
    const kellyHead = [...document.querySelectorAll('thead th')].find((th) => th.textContent === '即时凯利');
    expect(kellyHead?.getAttribute('title')).toMatch(/^凯利指数 = 本公司赔率 × 各公司该项的平均概率/);
    // Same 初盘 at both: every 初 Kelly is the shared 返还率 (92.3 %).
    expect(cellTexts('td[data-cell^="ou.kelly.open."]')).toEqual([
      '0.92',
      '0.92',
      '0.92',
      '0.92',
      '0.92',
      '0.92',
    ]);
    // 即时 worked by hand in kelly.test.ts: 澳门 0.84 0.90 1.13, 皇冠 1.04 0.96 0.79.
    expect(cellTexts('td[data-cell^="ou.kelly.live."]')).toEqual([
      '0.84',
      '0.90',
      '1.13',
      '1.04',
      '0.96',
      '0.79',
    ]);
    expect(cellTexts('td[data-cell="ou.rate.open"]')).toEqual(['92.3%', '92.3%']);
    expect(cellTexts('td[data-cell="ou.rate.live"]')).toEqual(['92.3%', '93.5%']);
  });

  it('a company whose 欧赔 is closed in play (封) has no 即时凯利 and leaves the others’ average', () => {
    render(
      <CompanyComparison
        inPlay
        companies={[
          companyOdds({
            ou: {
              open: { home: 2, draw: 3, away: 4 },
              live: { home: 2, draw: 3, away: 4 },
              close: { home: 2, draw: 3, away: 4 },
            },
          }),
          companyOdds({
            companyId: '3',
            companyName: '皇冠',
            ou: { open: { home: 2, draw: 3, away: 4 }, live: null, close: { home: 2, draw: 3, away: 4 } },
          }),
        ]}
        markets={['ou']}
        sport="football"
        flashes={new Map()}
        selectedId={null}
        onSelect={() => undefined}
      />,
    );
    expect(cellTexts('td[data-cell^="ou.kelly.live."]')).toEqual(['0.92', '0.92', '0.92', '-', '-', '-']);
  });
});

describe('半场 lines get their 盘路 against the half-time score', () => {
  const halfLines = companyOdds({
    halfYa: {
      open: { line: 0.25, home: 0.94, away: 0.8 },
      live: { line: 0, home: 0.9, away: 0.84 },
      close: { line: 0.25, home: 0.92, away: 0.82 },
    },
    halfDa: {
      open: { line: 1, over: 0.84, under: 0.9 },
      live: { line: 1.5, over: 0.9, under: 0.84 },
      close: { line: 1.25, over: 0.86, under: 0.88 },
    },
  });
  const renderHalf = (halfSettledOn: { home: number; away: number } | null) =>
    render(
      <CompanyComparison
        companies={[halfLines]}
        markets={['halfYa', 'halfDa']}
        sport="football"
        flashes={new Map()}
        selectedId={null}
        onSelect={() => undefined}
        halfSettledOn={halfSettledOn}
      />,
    );

  it('[D6] 半场亚盘 平/半 at a 1-0 half-time is 赢 for the home side, 半场大小 1/1.5 at 1 goal is 小半', () => {
    renderHalf({ home: 1, away: 0 });
    expect(headings()).toEqual(['初盘', '终盘', '即时', '盘路', '初盘', '终盘', '即时', '盘路']);
    expect(document.querySelector('[data-cell="halfYa.result"]')?.textContent).toBe('赢');
    expect(document.querySelector('[data-cell="halfDa.result"]')?.textContent).toBe('小半');
    const head = [...document.querySelectorAll('thead th')].find((th) => th.textContent === '盘路');
    expect(head?.getAttribute('title')).toBe('按终盘计算的半场赛果');
  });

  it('before the half is over there is no 半场盘路', () => {
    renderHalf(null);
    expect(headings()).toEqual(['初盘', '终盘', '即时', '初盘', '终盘', '即时']);
    expect(document.querySelector('[data-cell="halfYa.result"]')).toBeNull();
  });
});
