import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Cell } from '../../../handicap/model/market-cells.ts';
import { handicapPath, type MainOddsRow, type MainOddsTable, moveOf } from '../model/main-odds.ts';

function Line({ label, cells, open }: { label: string; cells: Cell[] | null; open?: Cell[] | null }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {cells ? (
        cells.map((c, i) => {
          const move = open === undefined ? null : moveOf(open, c, i);
          return (
            <td key={c.key} className={move ? `bb-odds-${move}` : undefined}>
              {c.text}
            </td>
          );
        })
      ) : (
        <td colSpan={3} className="muted">
          -
        </td>
      )}
    </tr>
  );
}

function Market({ row, over }: { row: MainOddsRow; over: boolean }) {
  return (
    <table className="fm-table bb-odds" data-market={row.market}>
      <caption>{row.title}</caption>
      <thead>
        <tr>
          <th scope="col" />
          {row.labels.map((l) => (
            <th key={l} scope="col">
              {l}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <Line label="初盘" cells={row.open} />
        {!over && <Line label="即时" cells={row.live} open={row.open} />}
        {(over || row.close) && <Line label="终盘" cells={row.close} />}
      </tbody>
    </table>
  );
}

/**
 * 指数: the main company's 让分 / 总分 / 独赢, opening and live (a live value above its opening is red,
 * below green) and the 终盘 once known; a game that is over has no 即时 row, only 初盘 and 终盘. And the way
 * to every company's lines and their history on the odds centre.
 */
function MainOdds({ id, table }: { id: string; table: MainOddsTable }) {
  return (
    <div data-testid="main-odds">
      <p className="fm-panel-note">
        {table.company}
        <Link to={handicapPath(id)} className="bb-odds-more">
          全部公司与变化 ›
        </Link>
      </p>
      {table.any ? (
        <div className="fm-table-scroll bb-odds-grid">
          {table.rows.map((r) => (
            <Market key={r.market} row={r} over={table.over} />
          ))}
        </div>
      ) : (
        <p className="fm-empty">暂无指数</p>
      )}
    </div>
  );
}

export default memo(MainOdds);
