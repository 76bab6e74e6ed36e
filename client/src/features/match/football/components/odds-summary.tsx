import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import LoadError from '../../../../components/load-error.tsx';
import type { Cell } from '../../../handicap/model/market-cells.ts';
import type { OddsSummaryLoad } from '../hooks/use-odds-summary.ts';
import {
  type OddsSummary,
  SUMMARY_MARKETS,
  type SummaryCell,
  type SummaryMarket,
  type SummaryRow,
  type SummaryTable,
} from '../model/odds-summary.ts';
import './tables.css';
import './odds-summary.css';

function Cells({
  cells,
  width,
  sealed,
}: {
  cells: (Cell | SummaryCell)[] | null;
  width: number;
  sealed?: boolean;
}) {
  if (!cells)
    return (
      <td colSpan={width} className="muted">
        {sealed ? <abbr title="封盘中">封盘</abbr> : '-'}
      </td>
    );
  return (
    <>
      {cells.map((c) => {
        const move = 'move' in c ? c.move : null;
        return (
          <td key={c.key} className={move ? `fm-odds-${move}` : undefined}>
            {c.text}
          </td>
        );
      })}
    </>
  );
}

function CompanyRows({ row, width, nowLabel }: { row: SummaryRow; width: number; nowLabel: string }) {
  return (
    <tbody data-company={row.companyId}>
      <tr>
        <th scope="rowgroup" rowSpan={2} className="fm-odds-company">
          {row.company}
        </th>
        <td className="fm-odds-kind">初盘</td>
        <Cells cells={row.open} width={width} />
      </tr>
      <tr>
        <td className="fm-odds-kind">{nowLabel}</td>
        <Cells cells={row.now} width={width} sealed={row.sealed} />
      </tr>
    </tbody>
  );
}

function MarketTable({ table, nowLabel }: { table: SummaryTable; nowLabel: string }) {
  if (table.rows.length === 0) return <p className="fm-empty">暂无{table.title}指数</p>;
  return (
    <div className="fm-table-scroll">
      <table className="fm-table fm-odds" data-market={table.market}>
        <thead>
          <tr>
            <th scope="col">公司</th>
            <th scope="col" aria-label="盘类" />
            {table.labels.map((l) => (
              <th key={l} scope="col">
                {l}
              </th>
            ))}
          </tr>
        </thead>
        {table.rows.map((r) => (
          <CompanyRows key={r.companyId} row={r} width={table.labels.length} nowLabel={nowLabel} />
        ))}
      </table>
    </div>
  );
}

function Summary({ summary }: { summary: OddsSummary }) {
  const [market, setMarket] = useState<SummaryMarket>('ya');
  const table = summary.tables.find((t) => t.market === market) ?? summary.tables[0];
  if (!summary.any || !table) return <p className="fm-empty">暂无指数</p>;
  return (
    <>
      <div className="fm-odds-bar">
        <span className="fm-switch">
          {SUMMARY_MARKETS.map((m) => {
            const t = summary.tables.find((x) => x.market === m);
            return (
              <button
                key={m}
                type="button"
                className={m === market ? 'active' : ''}
                aria-pressed={m === market}
                onClick={() => setMarket(m)}
              >
                {t?.title}
              </button>
            );
          })}
        </span>
        <Link to={table.fullPath} className="fm-odds-more">
          全部公司与变化 ›
        </Link>
      </div>
      <MarketTable table={table} nowLabel={summary.nowLabel} />
      {summary.nowLabel === '即时' && <p className="fm-odds-note">即时高于初盘为红、低于为绿</p>}
    </>
  );
}

/**
 * 指数: the companies' 亚盘 / 欧赔 / 大小, 初盘 and 即时 (终盘 once the match is over), one market at a time so
 * the table fits a phone, and the way to every company's lines and their history on the odds centre.
 */
function OddsSummaryPanel({ load }: { load: OddsSummaryLoad }) {
  return (
    <div data-testid="odds-summary">
      {load.kind === 'loading' && (
        <p className="fm-empty" role="status">
          指数加载中…
        </p>
      )}
      {load.kind === 'error' && <LoadError msg={`指数加载失败：${load.msg}`} onRetry={load.retry} />}
      {load.kind === 'ready' && <Summary summary={load.summary} />}
    </div>
  );
}

export default memo(OddsSummaryPanel);
