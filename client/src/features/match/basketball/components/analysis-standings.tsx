import { useMemo } from 'react';
import { useLoad } from '../../shared/hooks/use-load.ts';
import { basketballMatchApi } from '../api/basketball-match-api.ts';
import type { BasketballInfo } from '../model/basketball-view.ts';
import {
  analysisLines,
  type BasketballStandingRow,
  conferencePlaces,
  standingColumns,
} from '../model/standing-row.ts';
import BasketballStandingsTable from './standings-table.tsx';

type Props = { info: BasketballInfo; rows: readonly BasketballStandingRow[] };

/**
 * 分析's 联赛排名: the two teams' rows. The analysis answer's rank is league-wide, so a conference league (NBA)
 * also reads the 积分 answer for each team's place in 东部 / 西部.
 */
export default function BasketballAnalysisStandings({ info, rows }: Props) {
  if (rows.length === 0) return <p className="fm-empty">暂无联赛排名</p>;
  if (rows.some((r) => r.conference)) return <ConferenceStandings info={info} rows={rows} />;
  return (
    <BasketballStandingsTable
      lines={analysisLines(rows, info.homeId, info.awayId, null)}
      columns={standingColumns(rows)}
    />
  );
}

function ConferenceStandings({ info, rows }: Props) {
  const load = useLoad(`bb-points:${info.leagueId}:${info.season}`, (signal) =>
    basketballMatchApi.points(info.leagueId, info.season, signal),
  );
  const places = useMemo(() => (load.kind === 'ready' ? conferencePlaces(load.data.rows) : null), [load]);
  // Held until the table answers so a place never changes under the reader; a failed read is not an error
  // here: the rows are still true, only placed league-wide (联盟第N · 东部).
  if (load.kind === 'loading') return <p className="fm-empty">联赛排名加载中…</p>;
  return (
    <BasketballStandingsTable
      lines={analysisLines(rows, info.homeId, info.awayId, places)}
      columns={standingColumns(rows)}
    />
  );
}
