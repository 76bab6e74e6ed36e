import { lazy, Suspense, useMemo } from 'react';
import type { LiveTransport } from '../../../../lib/live/live-transport.ts';
import ReadState from '../../shared/components/read-state.tsx';
import { useRetryLoad } from '../../shared/hooks/use-retry-load.ts';
import { footballMatchApi } from '../api/football-match-api.ts';
import { useOddsSummary } from '../hooks/use-odds-summary.ts';
import type { MatchInfo } from '../model/match-view.ts';
import { teamResults } from '../model/team-record.ts';
import FixturesList from './fixtures-list.tsx';
import OddsSummaryPanel from './odds-summary.tsx';
import ResultsTable from './results-table.tsx';
import StandingsTable from './standings-table.tsx';
import './tables.css';

/** recharts loads apart from the page (see live-tab.tsx). */
const FormChart = lazy(() => import('./form-chart.tsx'));

/**
 * 分析: 指数 (the companies' 初盘 and 即时), head-to-head, both teams' recent results with 盘路 and 大小, their
 * table rows and next fixtures. 指数 leads the tab: the pre-match reading a fan does here (盘路, form) is
 * read against the lines, and it shows while the analysis is still loading or failed. Its channel,
 * `odds:football:{id}`, is held only while this tab is open, so 直播 keeps to its match and chat channels.
 */
export default function AnalysisTab({ info, transport }: { info: MatchInfo; transport?: LiveTransport }) {
  const odds = useOddsSummary(info.id, info.state, transport);
  // A failed read offers 重试, as the basketball tabs do (a bare red line left the fan switching tabs).
  const { load, retry } = useRetryLoad(`analysis:${info.id}`, (signal) =>
    footballMatchApi.analysis(info.id, signal),
  );
  const data = load.kind === 'ready' ? load.data : null;
  const results = useMemo(
    () =>
      data && {
        h2h: teamResults(data.headToHead, info.homeId),
        home: teamResults(data.homeRecent, info.homeId),
        away: teamResults(data.awayRecent, info.awayId),
      },
    [data, info.homeId, info.awayId],
  );
  const oddsPanel = (
    <section className="fm-panel" aria-label="指数">
      <h2 className="fm-panel-title">指数</h2>
      <OddsSummaryPanel load={odds} />
    </section>
  );
  if (!data || !results)
    return (
      <div className="fm-analysis">
        {oddsPanel}
        <ReadState load={load} loading="分析数据加载中…" onRetry={retry} />
      </div>
    );
  const standings = [data.homeStanding, data.awayStanding].filter((r) => r !== null);
  return (
    <div className="fm-analysis" data-testid="analysis">
      {oddsPanel}
      <section className="fm-panel">
        <h2 className="fm-panel-title">积分排名</h2>
        {standings.length > 0 ? (
          <StandingsTable rows={standings} homeId={info.homeId} awayId={info.awayId} />
        ) : (
          <p className="fm-empty">本赛事暂无积分排名</p>
        )}
      </section>
      <section className="fm-panel">
        <h2 className="fm-panel-title">对赛往绩</h2>
        <p className="fm-panel-note">以{info.homeName}为准统计</p>
        <ResultsTable results={results.h2h} teamId={info.homeId} empty="两队近期没有交锋记录" />
      </section>
      <section className="fm-panel">
        <h2 className="fm-panel-title">近期战绩</h2>
        <Suspense fallback={null}>
          <FormChart
            home={results.home}
            away={results.away}
            homeName={info.homeName}
            awayName={info.awayName}
          />
        </Suspense>
        <h3 className="fm-sub-title">{info.homeName}</h3>
        <ResultsTable results={results.home} teamId={info.homeId} empty="暂无近期战绩" />
        <h3 className="fm-sub-title">{info.awayName}</h3>
        <ResultsTable results={results.away} teamId={info.awayId} empty="暂无近期战绩" />
      </section>
      <section className="fm-panel">
        <h2 className="fm-panel-title">未来赛程</h2>
        <div className="fm-fixtures-pair">
          <FixturesList
            title={info.homeName}
            items={data.homeFuture}
            teamId={info.homeId}
            from={info.kickoff}
          />
          <FixturesList
            title={info.awayName}
            items={data.awayFuture}
            teamId={info.awayId}
            from={info.kickoff}
          />
        </div>
      </section>
    </div>
  );
}
