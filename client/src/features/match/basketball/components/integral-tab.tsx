import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { basketballPath } from '../../../database/basketball/model/basketball-paths.ts';
import ReadState from '../../shared/components/read-state.tsx';
import { useRetryLoad } from '../../shared/hooks/use-retry-load.ts';
import { basketballMatchApi } from '../api/basketball-match-api.ts';
import type { BasketballInfo } from '../model/basketball-view.ts';
import { standingColumns, standingTables } from '../model/standing-row.ts';
import BasketballStandingsTable from './standings-table.tsx';

/**
 * 积分: the game's league table for its season as titan007 prints it (NBA: 东部 and 西部, each ranked within
 * itself), both teams highlighted; the heading opens that season in the 资料库, which reads the same points.
 */
export default function BasketballIntegralTab({ info }: { info: BasketballInfo }) {
  const { load, retry } = useRetryLoad(`bb-points:${info.leagueId}:${info.season}`, (signal) =>
    basketballMatchApi.points(info.leagueId, info.season, signal),
  );
  const data = load.kind === 'ready' ? load.data : null;
  const view = useMemo(
    () =>
      data
        ? { tables: standingTables(data.rows, info.homeId, info.awayId), columns: standingColumns(data.rows) }
        : null,
    [data, info.homeId, info.awayId],
  );
  if (!data || !view) return <ReadState load={load} loading="积分榜加载中…" onRetry={retry} />;
  return (
    <div className="fm-integral" data-testid="bb-integral">
      <section className="fm-panel" aria-label="积分榜">
        <h2 className="fm-panel-title">
          <Link
            to={basketballPath(data.league.id, data.season)}
            className="fm-db-link"
            title="在资料库中查看"
          >
            {data.league.name} {data.season}
          </Link>
          积分榜
        </h2>
        {data.rows.length === 0 ? (
          <p className="fm-empty">本赛季尚无积分数据</p>
        ) : (
          view.tables.map((t) => (
            <BasketballStandingsTable
              key={t.name ?? ''}
              lines={t.lines}
              columns={view.columns}
              caption={t.name ?? undefined}
            />
          ))
        )}
      </section>
    </div>
  );
}
