import { handicapLabel, type MainOdds } from '@kuyi/shared';

type Marks = Readonly<Record<string, string>>;

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

/** 亚盘: home water, handicap, away water. Red on a rise, green on a fall, yellow when the line moved. */
export function AsianCell({
  odds,
  marks,
  basketball,
}: {
  odds: MainOdds;
  marks: Marks;
  basketball?: boolean;
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
    </div>
  );
}

export function TotalCell({ odds, marks }: { odds: MainOdds; marks: Marks }) {
  if (!odds.da) return <div className="c-da odds-none">-</div>;
  return (
    <div className="c-da odds">
      <span className={cls(marks, 'da.over')}>{water(odds.da.over)}</span>
      <span className={`${cls(marks, 'da.line')} odd-hcp`}>{totalLabel(odds.da.line)}</span>
      <span className={cls(marks, 'da.under')}>{water(odds.da.under)}</span>
    </div>
  );
}

export function EuroCell({ odds, marks, noDraw }: { odds: MainOdds; marks: Marks; noDraw?: boolean }) {
  if (!odds.ou) return <div className="c-ou odds-none">-</div>;
  return (
    <div className="c-ou odds">
      <span className={cls(marks, 'ou.home')}>{odds.ou.home.toFixed(2)}</span>
      {!noDraw && <span className={cls(marks, 'ou.draw')}>{odds.ou.draw.toFixed(2)}</span>}
      <span className={cls(marks, 'ou.away')}>{odds.ou.away.toFixed(2)}</span>
    </div>
  );
}
