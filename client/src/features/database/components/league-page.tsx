import type { LeaguePoints } from '@kuyi/shared';
import { useParams } from 'react-router-dom';
import NotFoundPage from '../../../components/not-found-page.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { databaseApi } from '../api/database-api.ts';
import { useFeed } from '../hooks/use-feed.ts';
import { type SeasonTab, seasonAndTab } from '../model/database-paths.ts';
import { teamPath } from '../team/model/team-path.ts';
import FeedState from './feed-state.tsx';
import GoalsChart from './goals-chart.tsx';
import LeagueFixtures from './league-fixtures.tsx';
import { LetGoalTable, OverUnderTable } from './line-tables.tsx';
import PointsRaceChart from './points-race-chart.tsx';
import SeasonHeader from './season-header.tsx';
import ShooterTable from './shooter-table.tsx';
import SourceCredit from './source-credit.tsx';
import StandingsSection from './standings-section.tsx';

/** /database/league/:leagueId/:season? and its sub-pages goal (让球盘路), size (大小球), shooter (射手榜). */
export default function LeaguePage() {
  const params = useParams();
  const leagueId = params.leagueId ?? '';
  const { season, tab } = seasonAndTab(params);
  const points = useFeed(`points:${leagueId}:${season}`, (s) => databaseApi.points(leagueId, season, s));
  const name = points.kind === 'ok' ? `${points.data.league.name} ${points.data.season}` : '联赛资料';
  const exists = /^\d{1,20}$/.test(leagueId) && tab !== null;
  // A path that is no page keeps the 404 title the route table gave it.
  useDocumentTitle(exists ? `${name} - 资料库` : null);
  if (!exists) return <NotFoundPage />;
  return (
    <FeedState view={points}>
      {(p) => (
        <div className="db-page" data-testid="league-page">
          <SeasonHeader info={p.league} season={p.season} tab={tab} />
          <LeagueBody points={p} tab={tab} />
          <SourceCredit source={p.league.dataSource} />
        </div>
      )}
    </FeedState>
  );
}

function LeagueBody({ points, tab }: { points: LeaguePoints; tab: SeasonTab }) {
  const { league, season } = points;
  // A team opens its own season page (球队资料); the older …?team=X#fixtures addresses still list its fixtures.
  const teamLink = (teamId: string) => teamPath(league.id, season, teamId);
  const needsAll = tab === '' || tab === 'goal';
  const all = useFeed(needsAll ? `all:${league.id}:${season}` : null, (s) =>
    databaseApi.schedules(league.id, season, 0, s),
  );
  const letGoal = useFeed(tab === 'goal' ? `lg:${league.id}:${season}` : null, (s) =>
    databaseApi.letGoal(league.id, season, s),
  );
  const ou = useFeed(tab === 'size' ? `ou:${league.id}:${season}` : null, (s) =>
    databaseApi.overUnder(league.id, season, s),
  );
  const shooter = useFeed(tab === 'shooter' ? `sh:${league.id}:${season}` : null, (s) =>
    databaseApi.shooter(league.id, season, s),
  );
  if (tab === 'goal')
    return (
      <>
        <section className="db-card">
          <h2>让球盘路（按终盘亚盘计算）</h2>
          <FeedState view={letGoal}>
            {(d) => <LetGoalTable rows={d.rows} teamLink={teamLink} source={league.dataSource} />}
          </FeedState>
        </section>
        <FeedState view={all}>{(d) => <GoalsChart matches={d.matches} />}</FeedState>
      </>
    );
  if (tab === 'size')
    return (
      <section className="db-card">
        <h2>大小球统计（按终盘大小球盘口计算）</h2>
        <FeedState view={ou}>
          {(d) => <OverUnderTable rows={d.rows} teamLink={teamLink} source={league.dataSource} />}
        </FeedState>
      </section>
    );
  if (tab === 'shooter')
    return (
      <section className="db-card">
        <h2>射手榜</h2>
        <FeedState view={shooter}>
          {(d) => <ShooterTable rows={d.rows} teamLink={teamLink} source={league.dataSource} />}
        </FeedState>
      </section>
    );
  return (
    <>
      <StandingsSection points={points} teamLink={teamLink} />
      <FeedState view={all}>
        {(d) => (
          <>
            <LeagueFixtures all={d} teamLink={teamLink} />
            <PointsRaceChart matches={d.matches} table={points.total} />
          </>
        )}
      </FeedState>
    </>
  );
}
