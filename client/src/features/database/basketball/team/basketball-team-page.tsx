import type { BasketballLeagueSchedules, BasketballPoints, BasketballTeamStats } from '@kuyi/shared';
import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import NotFoundPage from '../../../../components/not-found-page.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import FeedState from '../../components/feed-state.tsx';
import SourceCredit from '../../components/source-credit.tsx';
import { type FeedView, useFeed } from '../../hooks/use-feed.ts';
import { isSeasonLabel } from '../../model/database-paths.ts';
import { UnknownTeam } from '../../team/components/team-title.tsx';
import { basketballDatabaseApi } from '../api/basketball-database-api.ts';
import { basketballPath, basketballTeamPath } from '../model/basketball-paths.ts';
import { datesOnly } from '../model/schedule-days.ts';
import { teamSeason } from '../model/team-season.ts';
import StatCompareTable from './components/stat-compare-table.tsx';
import TeamGames from './components/team-games.tsx';
import TeamHeader from './components/team-header.tsx';
import TeamSummary from './components/team-summary.tsx';
import { marginTrend } from './model/margin-trend.ts';
import { recentResults } from './model/recent-results.ts';
import { type TeamStanding, teamStanding } from './model/team-standing.ts';
// The football 球队资料's layout (facts, summary cards, two columns on a desktop), shared rather than copied.
import '../../team/team.css';
import '../basketball-database.css';
import './basketball-team.css';

// recharts is the page's heaviest import: the chart comes after the tables, as on the match pages.
const MarginChart = lazy(() => import('./components/margin-chart.tsx'));

/**
 * /database/basketball/:leagueId/:season/team/:teamId — 篮球球队资料: one team's season from the reads the
 * league pages make (积分榜, the team's 赛程赛果, 球队统计), read side by side; nothing of its own.
 */
export default function BasketballTeamPage() {
  const params = useParams();
  const leagueId = params.leagueId ?? '';
  const season = params.season ?? '';
  const teamId = params.teamId ?? '';
  const exists = /^\d{1,20}$/.test(leagueId) && isSeasonLabel(season) && teamId !== '';
  const points = useFeed(exists ? `bb-points:${leagueId}:${season}` : null, (s) =>
    basketballDatabaseApi.points(leagueId, season, s),
  );
  const games = useFeed(exists ? `bb-team:${leagueId}:${season}:${teamId}` : null, (s) =>
    basketballDatabaseApi.schedules(leagueId, season, { month: null, teamId }, s),
  );
  const row = points.kind === 'ok' ? points.data.rows.find((r) => r.teamId === teamId) : undefined;
  const league = points.kind === 'ok' ? ` - ${points.data.league.name} ${points.data.season}` : '';
  // A path that is no page keeps the 404 title the route table gave it.
  useDocumentTitle(exists ? `${row?.teamName ?? '篮球球队资料'}${league} - 篮球资料库` : null);
  if (!exists) return <NotFoundPage />;
  return (
    <FeedState view={points}>{(p) => <TeamSeason points={p} games={games} teamId={teamId} />}</FeedState>
  );
}

function TeamSeason({
  points,
  games,
  teamId,
}: {
  points: BasketballPoints;
  games: FeedView<BasketballLeagueSchedules>;
  teamId: string;
}) {
  const { league, season } = points;
  // 积分榜 has a row for every team of the season, played or not: no row, no such team (the team read is a 404).
  const standing = useMemo(() => teamStanding(points.rows, teamId), [points, teamId]);
  const stats = useFeed(standing ? `bb-stats:${league.id}:${season}` : null, (s) =>
    basketballDatabaseApi.teamStats(league.id, season, s),
  );
  return (
    <div className="db-page" data-testid="bbt-page">
      {standing ? (
        <FeedState view={games}>
          {(g) => (
            <TeamBody schedules={g} standing={standing} stats={stats} season={season} teamId={teamId} />
          )}
        </FeedState>
      ) : (
        <UnknownTeam
          league={league}
          season={season}
          seasonHref={basketballPath(league.id, season)}
          testId="bbt-unknown"
        />
      )}
      <SourceCredit source={league.dataSource} />
    </div>
  );
}

function TeamBody({
  schedules,
  standing,
  stats,
  season,
  teamId,
}: {
  schedules: BasketballLeagueSchedules;
  standing: TeamStanding;
  stats: FeedView<BasketballTeamStats>;
  season: string;
  teamId: string;
}) {
  const { league } = schedules;
  const games = useMemo(() => teamSeason(schedules.games, teamId), [schedules, teamId]);
  const trend = useMemo(() => marginTrend(games), [games]);
  const played = games.filter((t) => t.result !== null).length;
  const teamLink = (id: string) => basketballTeamPath(league.id, season, id);
  return (
    <>
      <TeamHeader
        league={league}
        season={season}
        teamName={standing.row.teamName}
        standing={standing}
        recent={recentResults(games)}
      />
      <TeamSummary row={standing.row} />
      <div className="tm-grid bbt-grid">
        <div className="tm-side-col bbt-side">
          {trend.length >= 2 && (
            <section className="db-card" data-testid="bbt-trend">
              <h2>
                得失分走势 <span className="db-sub">每场净胜分，红胜绿负</span>
              </h2>
              <Suspense fallback={<div className="bbt-chart-slot" />}>
                <MarginChart points={trend} />
              </Suspense>
            </section>
          )}
          <section className="db-card">
            <h2>
              场均数据对比 <span className="db-sub">本队 / 联盟平均 / 排名</span>
            </h2>
            <FeedState view={stats}>{(d) => <StatCompareTable rows={d.rows} teamId={teamId} />}</FeedState>
          </section>
        </div>
        <section className="db-card bbt-games-card">
          <h2>
            赛程赛果
            <span className="db-sub" data-testid="bbt-game-count">
              共{games.length}场 · 已赛{played}场
            </span>
          </h2>
          <TeamGames season={games} dateOnly={datesOnly(league)} teamLink={teamLink} />
        </section>
      </div>
    </>
  );
}
