import type { LeaguePoints } from '@kuyi/shared';
import { useState } from 'react';
import { hasRelegation } from '../model/zones.ts';
import StandingsTable from './standings-table.tsx';

const SIDES = [
  ['total', '总积分'],
  ['home', '主场'],
  ['away', '客场'],
] as const;

/** 积分榜 with 总积分 / 主场 / 客场 tabs and the zone legend. */
export default function StandingsSection({
  points,
  teamLink,
}: {
  points: LeaguePoints;
  teamLink: (teamId: string) => string;
}) {
  const [side, setSide] = useState<(typeof SIDES)[number][0]>('total');
  // No places before a ball is kicked (an alphabetical table of zeros is nobody's 降级区), and no 降级区 in a
  // closed league.
  const zoned = side === 'total' && points.total.some((r) => r.played > 0);
  const relegation = hasRelegation(points.league.id);
  return (
    <section className="db-card">
      <h2>
        积分榜
        <span className="db-switch" role="tablist" aria-label="积分榜范围">
          {SIDES.map(([key, label]) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={side === key}
              className={side === key ? 'active' : undefined}
              onClick={() => setSide(key)}
            >
              {label}
            </button>
          ))}
        </span>
      </h2>
      <StandingsTable rows={points[side]} teamLink={teamLink} zones={zoned} relegation={relegation} />
      {zoned && points.total.length >= 8 && (
        <p className="db-legend">
          <i className="zone-top" /> 前四名（通常为洲际赛事资格区）
          {relegation && (
            <>
              {' '}
              <i className="zone-bottom" /> 降级区（各联赛名额不同，仅供参考）
            </>
          )}
        </p>
      )}
    </section>
  );
}
