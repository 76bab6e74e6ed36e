import { type AsianResult, handicapLabel, type MainOdds, spreadLabel, type TotalResult } from '@kuyi/shared';
import type { ReactNode } from 'react';

/*
 * Each odds cell is the table cell itself (`cell c-ya odds`, keyed and tagged with its column), made by a
 * plain function rather than a component: a row that scrolls in creates one element and one fiber fewer per
 * odds column (issue 18).
 */

type Marks = Readonly<Record<string, string>>;

export const NO_MARKS: Marks = {};

const cls = (marks: Marks, key: string) => {
  const m = marks[key];
  return m ? `odd odd-${m}` : 'odd';
};
const water = (n: number) => n.toFixed(2);
/** Totals read as 2.5 or 2.5/3 for quarter lines, as Chinese sites print them. */
const totalLabel = (line: number) => {
  const quarter = Math.round(line * 4) % 2 !== 0;
  return quarter ? `${line - 0.25}/${line + 0.25}` : String(line);
};

/** Win for the home side / over reads red, a loss / under green, a push grey (titan007's 盘路 colours). */
const RESULT_CLASS: Record<AsianResult | TotalResult, string> = {
  赢: 'win',
  赢半: 'win',
  大: 'win',
  大半: 'win',
  走: 'push',
  输半: 'loss',
  输: 'loss',
  小半: 'loss',
  小: 'loss',
};

/** The cell element of an odds column: the cell and its content in one. */
function oddsCell(col: string, className: string, children: ReactNode): ReactNode {
  return (
    <div key={col} className={`cell ${className}`} data-col={col}>
      {children}
    </div>
  );
}

/** A market closed in play (封盘): muted 封, as titan007 prints it, instead of the "-" of no odds at all. */
function sealedCell(col: string): ReactNode {
  return (
    <div key={col} className={`cell c-${col} odds-sealed`} data-col={col} title="封盘中">
      <abbr title="封盘中">封</abbr>
    </div>
  );
}

/** The settled result of a finished match against the closing line ([D6]). */
function result(value: AsianResult | TotalResult | null | undefined, title: string): ReactNode {
  if (!value) return null;
  return (
    <span className={`odd-result r-${RESULT_CLASS[value]}`} title={title}>
      {value}
    </span>
  );
}

/** 亚盘: home water, handicap, away water. Red on a rise, green on a fall, yellow when the line moved. */
export function asianCell({
  odds,
  marks,
  basketball,
  settled,
  sealed,
}: {
  odds: MainOdds;
  marks: Marks;
  basketball?: boolean;
  /** In play, the book has closed this market (封盘). */
  sealed?: boolean;
  /** Finished matches: `odds` is the closing line and this its result for the home side. */
  settled?: AsianResult | null;
}): ReactNode {
  if (!odds.ya) return sealed ? sealedCell('ya') : oddsCell('ya', 'c-ya odds-none', '-');
  const line = basketball ? spreadLabel(odds.ya.line) : handicapLabel(odds.ya.line);
  return oddsCell(
    'ya',
    'c-ya odds',
    <>
      <span className={cls(marks, 'ya.home')}>{water(odds.ya.home)}</span>
      <span className={`${cls(marks, 'ya.line')} odd-hcp`}>{line}</span>
      <span className={cls(marks, 'ya.away')}>{water(odds.ya.away)}</span>
      {result(settled, '终盘亚盘结果（主队）')}
    </>,
  );
}

export function totalCell({
  odds,
  marks,
  settled,
  sealed,
}: {
  odds: MainOdds;
  marks: Marks;
  settled?: TotalResult | null;
  sealed?: boolean;
}): ReactNode {
  if (!odds.da) return sealed ? sealedCell('da') : oddsCell('da', 'c-da odds-none', '-');
  return oddsCell(
    'da',
    'c-da odds',
    <>
      <span className={cls(marks, 'da.over')}>{water(odds.da.over)}</span>
      <span className={`${cls(marks, 'da.line')} odd-hcp`}>{totalLabel(odds.da.line)}</span>
      <span className={cls(marks, 'da.under')}>{water(odds.da.under)}</span>
      {result(settled, '终盘大小结果')}
    </>,
  );
}

export function euroCell({
  odds,
  marks,
  noDraw,
  outcome,
  sealed,
}: {
  odds: MainOdds;
  marks: Marks;
  noDraw?: boolean;
  /** Finished matches: the outcome that came in is boxed. */
  outcome?: 'home' | 'draw' | 'away' | null;
  sealed?: boolean;
}): ReactNode {
  if (!odds.ou) return sealed ? sealedCell('ou') : oddsCell('ou', 'c-ou odds-none', '-');
  const price = (key: 'home' | 'draw' | 'away') => {
    const base = cls(marks, `ou.${key}`);
    return outcome === key ? `${base} odd-won` : base;
  };
  return oddsCell(
    'ou',
    'c-ou odds',
    <>
      <span className={price('home')}>{odds.ou.home.toFixed(2)}</span>
      {!noDraw && <span className={price('draw')}>{odds.ou.draw.toFixed(2)}</span>}
      <span className={price('away')}>{odds.ou.away.toFixed(2)}</span>
    </>,
  );
}
