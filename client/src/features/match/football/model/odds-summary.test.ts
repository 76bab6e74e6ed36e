import { FootballState } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { companyOdds } from '../../../handicap/model/odds-fixtures.ts';
import { oddsSummary } from './odds-summary.ts';

const table = (s: ReturnType<typeof oddsSummary>, market: 'ya' | 'ou' | 'da') => {
  const t = s.tables.find((x) => x.market === market);
  if (!t) throw new Error(`no ${market}`);
  return t;
};
const texts = (cells: { text: string }[] | null) => cells?.map((c) => c.text) ?? null;

describe('指数 summary of a football match: each company’s 初盘 and 即时, 终盘 once over', () => {
  it('shows 亚盘, 欧赔 and 大小 in titan007’s order, the handicap in Chinese words (半球, 平/半)', () => {
    const s = oddsSummary('m1', [companyOdds()], FootballState.SecondHalf);
    expect(s.tables.map((t) => t.title)).toEqual(['亚盘', '欧赔', '大小']);
    const ya = table(s, 'ya');
    expect(ya.labels).toEqual(['主队', '盘口', '客队']);
    expect(texts(ya.rows[0]?.open ?? null)).toEqual(['0.82', '半球', '0.92']);
    expect(texts(ya.rows[0]?.now ?? null)).toEqual(['0.90', '平/半', '0.86']);
    expect(table(s, 'ou').labels).toEqual(['主胜', '和局', '客胜']);
    expect(s.nowLabel).toBe('即时');
  });

  it('in play a 即时 value above its opening is up (red), below is down (green)', () => {
    const ya = table(oddsSummary('m1', [companyOdds()], FootballState.FirstHalf), 'ya');
    expect(ya.rows[0]?.now?.map((c) => c.move)).toEqual(['up', 'down', 'down']);
  });

  it('完场: the second line is the 终盘, uncoloured, not the stale last in-play price', () => {
    const finished = companyOdds({
      ya: {
        open: { line: 0.5, home: 0.82, away: 0.92 },
        live: { line: -1.5, home: 1.3, away: 0.5 },
        close: { line: 0.75, home: 0.88, away: 0.9 },
      },
    });
    const s = oddsSummary('m1', [finished], FootballState.Finished);
    expect(s.nowLabel).toBe('终盘');
    const row = table(s, 'ya').rows[0];
    expect(texts(row?.now ?? null)).toEqual(['0.88', '半/一', '0.90']);
    expect(row?.now?.every((c) => c.move === null)).toBe(true);
  });

  it('腰斩 without a 终盘: the last price quoted stands as the 终盘', () => {
    const s = oddsSummary('m1', [companyOdds()], FootballState.Abandoned);
    expect(s.nowLabel).toBe('终盘');
    expect(texts(table(s, 'ya').rows[0]?.now ?? null)).toEqual(['0.90', '平/半', '0.86']);
  });

  it('in play a market with an opening but no live quote is 封盘 (closed for now), not missing', () => {
    const sealed = companyOdds({ ya: { open: { line: 0.5, home: 0.82, away: 0.92 }, live: null } });
    expect(table(oddsSummary('m1', [sealed], FootballState.SecondHalf), 'ya').rows[0]?.sealed).toBe(true);
    expect(table(oddsSummary('m1', [sealed], FootballState.NotStarted), 'ya').rows[0]?.sealed).toBe(false);
  });

  it('a company without a market is left out of it; no line at all is 暂无指数 (any false)', () => {
    const noEuro = companyOdds({ companyId: '3', companyName: '皇冠', ou: { open: null, live: null } });
    const s = oddsSummary('m1', [companyOdds(), noEuro], FootballState.NotStarted);
    expect(table(s, 'ya').rows.map((r) => r.company)).toEqual(['澳门', '皇冠']);
    expect(table(s, 'ou').rows.map((r) => r.company)).toEqual(['澳门']);
    expect(oddsSummary('m1', [], FootballState.NotStarted).any).toBe(false);
  });

  it('each market links to its page of the odds centre for this match', () => {
    const s = oddsSummary('m 1', [companyOdds()], FootballState.NotStarted);
    expect(s.tables.map((t) => t.fullPath)).toEqual([
      '/handicap/odds?matchId=m+1',
      '/handicap/triangle?matchId=m+1',
      '/handicap/ou?matchId=m+1',
    ]);
  });
});
