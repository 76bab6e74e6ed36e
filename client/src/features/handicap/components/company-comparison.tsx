import { type CompanyOdds, type EuroLine, euroBreakdown, type Sport } from '@kuyi/shared';
import { Fragment } from 'react';
import { serverNow } from '../../../lib/server-clock.ts';
import {
  type Cell,
  cellLabels,
  lineCells,
  MARKET_KIND,
  type MarketKey,
  type Move,
  marketTitle,
  moveOf,
} from '../model/market-cells.ts';
import { flashKey } from '../model/price-moves.ts';
import { updateLabel } from '../model/update-label.ts';

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

function OpenCells({ cells, width }: { cells: Cell[] | null; width: number }) {
  if (!cells)
    return (
      <td className="hc-none" colSpan={width}>
        -
      </td>
    );
  return cells.map((c) => (
    <td key={c.key} className={c.key === 'line' ? 'hc-open hc-line' : 'hc-open'}>
      {c.text}
    </td>
  ));
}

/** Live cells: red above the opening, green below; a value that moved while the page is open flashes. */
function LiveCells(props: {
  company: CompanyOdds;
  market: MarketKey;
  sport: Sport;
  flashes: ReadonlyMap<string, Move>;
  width: number;
}) {
  const { company, market, sport, flashes, width } = props;
  const live = lineCells(market, company[market].live, sport);
  if (!live)
    return (
      <td className="hc-none" colSpan={width}>
        -
      </td>
    );
  const open = lineCells(market, company[market].open, sport);
  const euro = MARKET_KIND[market] === 'euro' ? euroBreakdown(company[market].live as EuroLine) : null;
  return live.map((c) => {
    const drift = moveOf(open?.find((o) => o.key === c.key)?.value, c.value);
    const flash = flashes.get(flashKey(company.companyId, market, c.key));
    const cls = [
      'hc-live',
      c.key === 'line' ? 'hc-line' : '',
      drift ? `hc-${drift}` : '',
      flash ? `hc-flash-${flash}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const p = euro ? euro[c.key as 'home' | 'draw' | 'away'] : null;
    return (
      <td key={c.key} className={cls} data-cell={`${market}.${c.key}`}>
        {c.text}
        {typeof p === 'number' && <small className="hc-prob">{percent(p)}</small>}
      </td>
    );
  });
}

function ReturnRate({ line }: { line: EuroLine | null }) {
  const b = line ? euroBreakdown(line) : null;
  return <td className="hc-rate">{b ? percent(b.returnRate) : '-'}</td>;
}

/**
 * Every company's opening and live line of the tab's market(s), side by side. Clicking a company shows its
 * history below. 欧赔 live prices carry their implied probability and the row its 返还率 (odds-math.ts).
 */
export default function CompanyComparison(props: {
  companies: readonly CompanyOdds[];
  markets: readonly MarketKey[];
  sport: Sport;
  flashes: ReadonlyMap<string, Move>;
  selectedId: string | null;
  onSelect: (companyId: string) => void;
}) {
  const { companies, markets, sport, flashes, selectedId, onSelect } = props;
  const widths = markets.map((m) => cellLabels(m, sport).length);
  const isEuro = (m: MarketKey) => MARKET_KIND[m] === 'euro';
  // One handicap or total market fits a phone once 更新 steps aside; 欧赔 and 三合一 scroll sideways.
  const narrow = markets.length === 1 && !markets.some(isEuro);
  return (
    <div className="hc-scroll">
      <table
        className={narrow ? 'hc-table hc-compare narrow' : 'hc-table hc-compare'}
        data-testid="handicap-compare"
      >
        <thead>
          <tr>
            <th rowSpan={3}>公司</th>
            {markets.map((m, i) => (
              <th key={m} className="hc-group" colSpan={(widths[i] ?? 0) * 2 + (isEuro(m) ? 1 : 0)}>
                {marketTitle(m, sport)}
              </th>
            ))}
            <th rowSpan={3} className="hc-updated">
              更新
            </th>
          </tr>
          <tr>
            {markets.map((m, i) => (
              <Fragment key={m}>
                <th colSpan={widths[i]}>初盘</th>
                <th colSpan={widths[i]}>即时</th>
                {isEuro(m) && <th rowSpan={2}>返还率</th>}
              </Fragment>
            ))}
          </tr>
          <tr>
            {markets.map((m) => (
              <Fragment key={m}>
                {(['初', '即'] as const).flatMap((side) =>
                  cellLabels(m, sport).map((label) => (
                    <th key={`${side}-${label}`} className="hc-sub">
                      {label}
                    </th>
                  )),
                )}
              </Fragment>
            ))}
          </tr>
        </thead>
        <tbody>
          {companies.map((company) => {
            const selected = company.companyId === selectedId;
            return (
              <tr
                key={company.companyId}
                data-company-id={company.companyId}
                className={selected ? 'selected' : undefined}
              >
                <th scope="row">
                  <button
                    type="button"
                    className="hc-company"
                    aria-pressed={selected}
                    title="查看该公司的指数变化"
                    onClick={() => onSelect(company.companyId)}
                  >
                    {company.companyName}
                  </button>
                </th>
                {markets.map((m, i) => (
                  <Fragment key={m}>
                    <OpenCells cells={lineCells(m, company[m].open, sport)} width={widths[i] ?? 1} />
                    <LiveCells
                      company={company}
                      market={m}
                      sport={sport}
                      flashes={flashes}
                      width={widths[i] ?? 1}
                    />
                    {isEuro(m) && <ReturnRate line={company[m].live as EuroLine | null} />}
                  </Fragment>
                ))}
                <td className="hc-time hc-updated">{updateLabel(company.updatedAt, serverNow())}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
