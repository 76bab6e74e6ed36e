import type { BasketballPlayerLine } from '@kuyi/shared';
import { memo, useMemo } from 'react';
import { type Leader, leaderNames, playerLeaders } from '../model/player-leaders.ts';

function LeaderCell({ leader, side }: { leader: Leader | null; side: 'home' | 'away' }) {
  if (!leader)
    return (
      <td className={`bb-leader bb-leader-${side} muted`} title="暂无">
        -
      </td>
    );
  const { shown, more } = leaderNames(leader);
  return (
    <td className={`bb-leader bb-leader-${side}`}>
      <div className="bb-leader-line">
        {/* A cut-off name or a 等N人 still reads in full on hover. */}
        <span className="bb-leader-names" title={leader.names.join('、')}>
          {shown.map((name, i) => (
            <span key={`${name}:${i}`} className="bb-leader-name">
              {name}
            </span>
          ))}
          {more && <span className="bb-leader-more muted">{more}</span>}
        </span>
        <b className="bb-leader-value">{leader.value}</b>
      </div>
    </td>
  );
}

/**
 * 球员之最: each side's top scorer, rebounder and assister, home on the left and away on the right with the
 * numbers meeting in the middle. Drawn from the box score's own lines, so it moves with them.
 */
function PlayerLeaders({
  players,
  homeName,
  awayName,
}: {
  players: readonly BasketballPlayerLine[];
  homeName: string;
  awayName: string;
}) {
  const rows = useMemo(() => playerLeaders(players), [players]);
  if (players.length === 0) return <p className="fm-empty">暂无球员数据</p>;
  return (
    <table className="bb-leaders" data-testid="player-leaders">
      <thead>
        <tr>
          <th scope="col" className="bb-leaders-team bb-leader-home">
            {homeName}
          </th>
          <td className="bb-leaders-gap" />
          <th scope="col" className="bb-leaders-team bb-leader-away">
            {awayName}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} data-stat={r.key}>
            <LeaderCell leader={r.home} side="home" />
            <th scope="row" className="bb-leader-stat">
              {r.label}
            </th>
            <LeaderCell leader={r.away} side="away" />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default memo(PlayerLeaders);
