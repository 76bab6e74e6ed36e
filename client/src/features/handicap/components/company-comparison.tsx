import {
  type CompanyOdds,
  type EuroLine,
  euroBreakdown,
  type Kelly,
  kellyIndexes,
  type Sport,
  settleAsian,
  settleTotal,
} from '@kuyi/shared';
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

/** Fixed cells of a line: the opening (初盘) or, once kicked off, the closing (终盘). */
function FixedCells({ cells, width, side }: { cells: Cell[] | null; width: number; side: 'open' | 'close' }) {
  if (!cells)
    return (
      <td className="hc-none" colSpan={width}>
        -
      </td>
    );
  return cells.map((c) => (
    <td
      key={c.key}
      className={c.key === 'line' ? `hc-${side} hc-line` : `hc-${side}`}
      data-cell={side === 'close' ? `close.${c.key}` : undefined}
    >
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
  inPlay: boolean;
}) {
  const { company, market, sport, flashes, width, inPlay } = props;
  const live = lineCells(market, company[market].live, sport);
  // In play, a market with a line but no live quote is closed for now (封盘), not a company without odds.
  const hadLine = company[market].open != null || company[market].close != null;
  if (!live && inPlay && hadLine)
    return (
      <td className="hc-sealed" colSpan={width} title="封盘中" data-cell={`${market}.sealed`}>
        <abbr title="封盘中">封</abbr>
      </td>
    );
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

/** Win for the home side / over reads red, a loss / under green, a push grey (titan007's 盘路 colours). */
const RESULT_CLASS: Record<string, string> = {
  赢: 'up',
  赢半: 'up',
  大: 'up',
  大半: 'up',
  输: 'down',
  输半: 'down',
  小: 'down',
  小半: 'down',
};

/** The markets that get a 盘路: 亚盘 and 大小, full time and 半场. */
type SettledMarket = 'ya' | 'da' | 'halfYa' | 'halfDa';

/** A settled line's result against the company's 终盘 of a 亚盘 or 大小 ([D6]), on its full- or half-time score. */
function CloseResult({
  company,
  market,
  score,
}: {
  company: CompanyOdds;
  market: SettledMarket;
  score: FinalScore;
}) {
  const close = company[market].close;
  const result = !close
    ? null
    : 'over' in close
      ? settleTotal(close.line, score.home + score.away)
      : settleAsian(close.line, score.home, score.away);
  return (
    <td
      className={result ? `hc-result hc-${RESULT_CLASS[result] ?? 'push'}` : 'hc-none'}
      data-cell={`${market}.result`}
    >
      {result ?? '-'}
    </td>
  );
}

export interface FinalScore {
  home: number;
  away: number;
}

/** The title over the 凯利 columns: what the figure is and how it reads. */
export const KELLY_TITLE =
  '凯利指数 = 本公司赔率 × 各公司该项的平均概率（各公司赔率倒数按其返还率归一后取平均）；低于本公司返还率，表示该公司对此项赔付较谨慎';

const RATE_TITLE = '返还率 = 1 ÷ (1/主胜 + 1/和局 + 1/客胜)：该公司赔率中返还给投注者的比例，其余为抽水';

function ReturnRate({ line, cell }: { line: EuroLine | null; cell: string }) {
  const b = line ? euroBreakdown(line) : null;
  return (
    <td className="hc-rate" data-cell={cell}>
      {b ? percent(b.returnRate) : '-'}
    </td>
  );
}

/** One side's 凯利指数 (主/和/客, basketball 主/客), 2 decimals; "-" for a company without that line. */
function KellyCells({ kelly, cell, sport }: { kelly: Kelly | null; cell: string; sport: Sport }) {
  const keys = sport === 'basketball' ? (['home', 'away'] as const) : (['home', 'draw', 'away'] as const);
  return keys.map((k) => {
    const v = kelly?.[k];
    return (
      <td key={k} className={typeof v === 'number' ? 'hc-kelly' : 'hc-none'} data-cell={`${cell}.${k}`}>
        {typeof v === 'number' ? v.toFixed(2) : '-'}
      </td>
    );
  });
}

/**
 * Every company's opening and live line of the tab's market(s), side by side. Clicking a company shows its
 * history below. 欧赔 live prices carry their implied probability, and the row its 返还率 and 凯利指数 of the
 * 初盘 and the 即时 (kellyIndexes of @kuyi/shared: against the average of the companies shown).
 */
export default function CompanyComparison(props: {
  companies: readonly CompanyOdds[];
  markets: readonly MarketKey[];
  sport: Sport;
  flashes: ReadonlyMap<string, Move>;
  selectedId: string | null;
  onSelect: (companyId: string) => void;
  /** The score a finished match settles on; null before the end (no 盘路 column). */
  settledOn?: FinalScore | null;
  /** The half-time score the 半场 lines settle on; null until the half is over (no 半场盘路 column). */
  halfSettledOn?: FinalScore | null;
  /** The match is being played: a market without a live quote is closed (封), not missing. */
  inPlay?: boolean;
}) {
  const {
    companies,
    markets,
    sport,
    flashes,
    selectedId,
    onSelect,
    settledOn = null,
    halfSettledOn = null,
    inPlay = false,
  } = props;
  // 盘路 of 亚盘 and 大小: full-time lines once finished, 半场 lines once the half is over.
  const settleScore = (m: MarketKey): FinalScore | null =>
    m === 'ya' || m === 'da' ? settledOn : m === 'halfYa' || m === 'halfDa' ? halfSettledOn : null;
  const settles = (m: MarketKey): m is SettledMarket => settleScore(m) !== null && closed(m);
  const widths = markets.map((m) => cellLabels(m, sport).length);
  const isEuro = (m: MarketKey) => MARKET_KIND[m] === 'euro';
  // One handicap or total market fits a phone once 更新 steps aside; 欧赔 and 三合一 scroll sideways.
  const narrow = markets.length === 1 && !markets.some(isEuro);
  // Once kicked off the feed sends each company's 终盘 (last pre-match quote): the line a finished match is
  // judged on, and what the today list prints for it, so it sits between 初盘 and 即时.
  const closed = (m: MarketKey) => companies.some((c) => c[m].close != null);
  const sides = (m: MarketKey) => (closed(m) ? (['初', '终', '即'] as const) : (['初', '即'] as const));
  // 欧赔: 返还率 (初, 即) and 凯利 of the 初盘 and the 即时 follow the prices.
  const extra = (m: MarketKey, width: number) => (isEuro(m) ? 2 + 2 * width : 0) + (settles(m) ? 1 : 0);
  const kelly = new Map(
    markets.filter(isEuro).map((m) => [
      m,
      {
        open: kellyIndexes(companies.map((c) => c[m].open as EuroLine | null)),
        live: kellyIndexes(companies.map((c) => c[m].live as EuroLine | null)),
      },
    ]),
  );
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
              <th
                key={m}
                className="hc-group"
                colSpan={(widths[i] ?? 0) * sides(m).length + extra(m, widths[i] ?? 0)}
              >
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
                {closed(m) && <th colSpan={widths[i]}>终盘</th>}
                <th colSpan={widths[i]}>即时</th>
                {isEuro(m) && (
                  <>
                    <th colSpan={2} title={RATE_TITLE}>
                      返还率
                    </th>
                    <th colSpan={widths[i]} title={KELLY_TITLE}>
                      初盘凯利
                    </th>
                    <th colSpan={widths[i]} title={KELLY_TITLE}>
                      即时凯利
                    </th>
                  </>
                )}
                {settles(m) && (
                  <th rowSpan={2} title={m.startsWith('half') ? '按终盘计算的半场赛果' : '按终盘计算的赛果'}>
                    盘路
                  </th>
                )}
              </Fragment>
            ))}
          </tr>
          <tr>
            {markets.map((m) => (
              <Fragment key={m}>
                {sides(m).flatMap((side) =>
                  cellLabels(m, sport).map((label) => (
                    <th key={`${side}-${label}`} className="hc-sub">
                      {label}
                    </th>
                  )),
                )}
                {isEuro(m) &&
                  [
                    ...['初', '即'].map((label) => ({ key: `rate-${label}`, label })),
                    ...(['open', 'live'] as const).flatMap((side) =>
                      cellLabels(m, sport).map((label) => ({ key: `kelly-${side}-${label}`, label })),
                    ),
                  ].map(({ key, label }) => (
                    <th key={key} className="hc-sub">
                      {label}
                    </th>
                  ))}
              </Fragment>
            ))}
          </tr>
        </thead>
        <tbody>
          {companies.map((company, row) => {
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
                    <FixedCells
                      cells={lineCells(m, company[m].open, sport)}
                      width={widths[i] ?? 1}
                      side="open"
                    />
                    {closed(m) && (
                      <FixedCells
                        cells={lineCells(m, company[m].close ?? null, sport)}
                        width={widths[i] ?? 1}
                        side="close"
                      />
                    )}
                    <LiveCells
                      company={company}
                      market={m}
                      sport={sport}
                      flashes={flashes}
                      width={widths[i] ?? 1}
                      inPlay={inPlay}
                    />
                    {isEuro(m) && (
                      <>
                        <ReturnRate line={company[m].open as EuroLine | null} cell={`${m}.rate.open`} />
                        <ReturnRate line={company[m].live as EuroLine | null} cell={`${m}.rate.live`} />
                        <KellyCells
                          kelly={kelly.get(m)?.open[row] ?? null}
                          cell={`${m}.kelly.open`}
                          sport={sport}
                        />
                        <KellyCells
                          kelly={kelly.get(m)?.live[row] ?? null}
                          cell={`${m}.kelly.live`}
                          sport={sport}
                        />
                      </>
                    )}
                    {settles(m) && (
                      <CloseResult company={company} market={m} score={settleScore(m) as FinalScore} />
                    )}
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
