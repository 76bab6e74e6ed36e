import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import ReadState from '../../shared/components/read-state.tsx';
import { useRetryLoad } from '../../shared/hooks/use-retry-load.ts';
import { basketballMatchApi } from '../api/basketball-match-api.ts';
import type { BasketballInfo } from '../model/basketball-view.ts';
import { basketballTabPath } from '../model/page-path.ts';
import { headToHeadSummary, recentSummary, teamGames } from '../model/team-games.ts';
import BasketballAnalysisStandings from './analysis-standings.tsx';
import { HeadToHeadTable, RecentTable } from './games-table.tsx';

/**
 * 分析: both teams' 联赛排名 rows (主场/客场, 近10场, 连胜/连败; in the NBA the 东部/西部 place), 历史交锋
 * and each team's last 10 games. Pre-match data, so a game not yet played shows it too.
 */
export default function BasketballAnalysisTab({ info }: { info: BasketballInfo }) {
  const { load, retry } = useRetryLoad(`bb-analysis:${info.id}`, (signal) =>
    basketballMatchApi.analysis(info.id, signal),
  );
  const data = load.kind === 'ready' ? load.data : null;
  const view = useMemo(() => {
    if (!data) return null;
    const h2h = teamGames(data.headToHead, info.homeId, Number.POSITIVE_INFINITY);
    const home = teamGames(data.homeRecent, info.homeId);
    const away = teamGames(data.awayRecent, info.awayId);
    return {
      h2h,
      h2hSummary: headToHeadSummary(h2h, info.homeName),
      home,
      away,
      standings: [data.homeStanding, data.awayStanding].filter((r) => r !== null),
    };
  }, [data, info.homeId, info.awayId, info.homeName]);
  if (!view) return <ReadState load={load} loading="分析数据加载中…" onRetry={retry} />;
  return (
    <div className="fm-analysis" data-testid="bb-analysis">
      <section className="fm-panel" aria-label="联赛排名">
        <h2 className="fm-panel-title">
          联赛排名
          <Link className="bb-more" to={basketballTabPath(info.id, 'integral')}>
            完整积分榜 ›
          </Link>
        </h2>
        <BasketballAnalysisStandings info={info} rows={view.standings} />
      </section>
      <section className="fm-panel" aria-label="历史交锋">
        <h2 className="fm-panel-title">历史交锋</h2>
        <HeadToHeadTable games={view.h2h} summary={view.h2hSummary} />
      </section>
      <section className="fm-panel" aria-label="近期战绩">
        <h2 className="fm-panel-title">近期战绩</h2>
        <div className="bb-recent-pair">
          <RecentTable games={view.home} summary={recentSummary(view.home)} name={info.homeName} />
          <RecentTable games={view.away} summary={recentSummary(view.away)} name={info.awayName} />
        </div>
      </section>
    </div>
  );
}
