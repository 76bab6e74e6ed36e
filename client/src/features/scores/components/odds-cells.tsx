import { type AsianResult, handicapLabel, type MainOdds, type TotalResult } from '@kuyi/shared';

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

/** The settled result of a finished match against the closing line ([D6]). */
function Result({ result, title }: { result: AsianResult | TotalResult | null | undefined; title: string }) {
  if (!result) return null;
  return (
    <span className={`odd-result r-${RESULT_CLASS[result]}`} title={title}>
      {result}
    </span>
  );
}

/** 亚盘: home water, handicap, away water. Red on a rise, green on a fall, yellow when the line moved. */
export function AsianCell({
  odds,
  marks,
  basketball,
  result,
}: {
  odds: MainOdds;
  marks: Marks;
  basketball?: boolean;
  /** Finished matches: `odds` is the closing line and this its result for the home side. */
  result?: AsianResult | null;
}) {
  if (!odds.ya) return <div className="c-ya odds-none">-</div>;
  const line = basketball
    ? odds.ya.line > 0
      ? `-${odds.ya.line}`
      : `+${-odds.ya.line}`
    : handicapLabel(odds.ya.line);
  return (
    <div className="c-ya odds">
      <span className={cls(marks, 'ya.home')}>{water(odds.ya.home)}</span>
      <span className={`${cls(marks, 'ya.line')} odd-hcp`}>{line}</span>
      <span className={cls(marks, 'ya.away')}>{water(odds.ya.away)}</span>
      <Result result={result} title="终盘亚盘结果（主队）" />
    </div>
  );
}

export function TotalCell({
  odds,
  marks,
  result,
}: {
  odds: MainOdds;
  marks: Marks;
  result?: TotalResult | null;
}) {
  if (!odds.da) return <div className="c-da odds-none">-</div>;
  return (
    <div className="c-da odds">
      <span className={cls(marks, 'da.over')}>{water(odds.da.over)}</span>
      <span className={`${cls(marks, 'da.line')} odd-hcp`}>{totalLabel(odds.da.line)}</span>
      <span className={cls(marks, 'da.under')}>{water(odds.da.under)}</span>
      <Result result={result} title="终盘大小结果" />
    </div>
  );
}

export function EuroCell({
  odds,
  marks,
  noDraw,
  outcome,
}: {
  odds: MainOdds;
  marks: Marks;
  noDraw?: boolean;
  /** Finished matches: the outcome that came in is boxed. */
  outcome?: 'home' | 'draw' | 'away' | null;
}) {
  if (!odds.ou) return <div className="c-ou odds-none">-</div>;
  const price = (key: 'home' | 'draw' | 'away') => {
    const base = cls(marks, `ou.${key}`);
    return outcome === key ? `${base} odd-won` : base;
  };
  return (
    <div className="c-ou odds">
      <span className={price('home')}>{odds.ou.home.toFixed(2)}</span>
      {!noDraw && <span className={price('draw')}>{odds.ou.draw.toFixed(2)}</span>}
      <span className={price('away')}>{odds.ou.away.toFixed(2)}</span>
    </div>
  );
}
