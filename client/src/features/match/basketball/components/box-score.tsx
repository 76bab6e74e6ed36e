import type { BasketballPlayerLine } from '@kuyi/shared';
import { memo, useMemo } from 'react';
import { BOX_COLUMNS, type BoxRow, teamBox } from '../model/box-score.ts';

function Cells({ row }: { row: BoxRow }) {
  return (
    <>
      {BOX_COLUMNS.map((c) => (
        <td key={c.key} className={c.key === 'points' ? 'bb-pts' : undefined}>
          {row[c.key]}
        </td>
      ))}
    </>
  );
}

function TeamTable({
  players,
  side,
  team,
}: {
  players: readonly BasketballPlayerLine[];
  side: 'home' | 'away';
  team: string;
}) {
  const box = useMemo(() => teamBox(players, side), [players, side]);
  return (
    <div className="fm-table-scroll bb-box-scroll">
      <table className="fm-table bb-box" data-testid={`box-${side}`}>
        <caption>
          {team}
          <span className="muted">（{side === 'home' ? '主' : '客'}）</span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className="fm-team-col bb-player">
              球员
            </th>
            {BOX_COLUMNS.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {box.rows.length === 0 ? (
            <tr>
              <td colSpan={BOX_COLUMNS.length + 1} className="fm-empty">
                暂无球员数据
              </td>
            </tr>
          ) : (
            box.rows.map((r, i) => (
              <tr key={r.key} className={i === box.benchFrom && i > 0 ? 'bb-bench-first' : undefined}>
                <th scope="row" className="fm-team-col bb-player">
                  {r.starter && (
                    <span className="bb-starter" title="首发">
                      首
                    </span>
                  )}
                  {r.name}
                </th>
                <Cells row={r} />
              </tr>
            ))
          )}
        </tbody>
        {box.rows.length > 0 && (
          <tfoot>
            <tr className="bb-box-total">
              <th scope="row" className="fm-team-col bb-player">
                合计
              </th>
              <Cells row={box.total} />
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** 球员统计: each side's box score, starters first; wide tables scroll inside their own box on phones. */
function BoxScore({
  players,
  homeName,
  awayName,
}: {
  players: readonly BasketballPlayerLine[];
  homeName: string;
  awayName: string;
}) {
  if (players.length === 0) return <p className="fm-empty">暂无球员统计</p>;
  return (
    <div className="bb-boxes">
      <TeamTable players={players} side="home" team={homeName} />
      <TeamTable players={players} side="away" team={awayName} />
    </div>
  );
}

export default memo(BoxScore);
