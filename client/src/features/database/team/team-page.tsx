import type { LeaguePoints, LeagueSchedules } from '@kuyi/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import NotFoundPage from '../../../components/not-found-page.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { databaseApi } from '../api/database-api.ts';
import FeedState from '../components/feed-state.tsx';
import SourceCredit from '../components/source-credit.tsx';
import { useFeed } from '../hooks/use-feed.ts';
import { isSeasonLabel, leaguePath } from '../model/database-paths.ts';
import PositionChart from './components/position-chart.tsx';
import TeamFixtures from './components/team-fixtures.tsx';
import TeamHeader from './components/team-header.tsx';
import TeamScorers from './components/team-scorers.tsx';
import TeamSummary from './components/team-summary.tsx';
import { UnknownTeam } from './components/team-title.tsx';
import { positionRace } from './model/position-race.ts';
import { teamFixtures } from './model/team-fixtures.ts';
import { teamPath } from './model/team-path.ts';
import './team.css';

/** The team's name as the table spells it, else as its fixtures do; null when the season does not have it. */
function teamNameIn(points: LeaguePoints, all: LeagueSchedules, teamId: string): string | null {
  const row = points.total.find((r) => r.teamId === teamId);
  if (row) return row.teamName;
  const m = all.matches.find((x) => x.homeId === teamId || x.awayId === teamId);
  return m ? (m.homeId === teamId ? m.homeName : m.awayName) : null;
}

/**
 * /database/league/:leagueId/:season/team/:teamId — 球队资料: one team's league season from the reads the league
 * page makes (积分榜 total / home / away, the whole season's fixtures, 盘路, 大小, 射手榜), nothing of its own.
 */
export default function TeamPage() {
  const params = useParams();
  const leagueId = params.leagueId ?? '';
  const season = params.season ?? '';
  const teamId = params.teamId ?? '';
  const exists = /^\d{1,20}$/.test(leagueId) && isSeasonLabel(season) && teamId !== '';
  const points = useFeed(exists ? `points:${leagueId}:${season}` : null, (s) =>
    databaseApi.points(leagueId, season, s),
  );
  const all = useFeed(exists ? `all:${leagueId}:${season}` : null, (s) =>
    databaseApi.schedules(leagueId, season, 0, s),
  );
  const name = points.kind === 'ok' && all.kind === 'ok' ? teamNameIn(points.data, all.data, teamId) : null;
  const league = points.kind === 'ok' ? `${points.data.league.name} ${points.data.season}` : null;
  // A path that is no page keeps the 404 title the route table gave it.
  useDocumentTitle(exists ? `${name ?? '球队资料'}${league ? ` - ${league}` : ''} - 资料库` : null);
  if (!exists) return <NotFoundPage />;
  return (
    <FeedState view={points}>
      {(p) => <FeedState view={all}>{(a) => <TeamSeason points={p} all={a} teamId={teamId} />}</FeedState>}
    </FeedState>
  );
}

function TeamSeason({ points, all, teamId }: { points: LeaguePoints; all: LeagueSchedules; teamId: string }) {
  const { league, season } = points;
  const fixtures = useMemo(() => teamFixtures(all.matches, teamId), [all, teamId]);
  const name = teamNameIn(points, all, teamId);
  const known = name !== null;
  const letGoal = useFeed(known ? `lg:${league.id}:${season}` : null, (s) =>
    databaseApi.letGoal(league.id, season, s),
  );
  const ou = useFeed(known ? `ou:${league.id}:${season}` : null, (s) =>
    databaseApi.overUnder(league.id, season, s),
  );
  const shooter = useFeed(known ? `sh:${league.id}:${season}` : null, (s) =>
    databaseApi.shooter(league.id, season, s),
  );
  const positions = useMemo(() => positionRace(all.matches, points.total, teamId), [all, points, teamId]);
  if (!known)
    return (
      <div className="db-page" data-testid="team-page">
        <UnknownTeam
          league={league}
          season={season}
          seasonHref={leaguePath(league.id, season)}
          testId="team-unknown"
        />
        <SourceCredit source={league.dataSource} />
      </div>
    );
  const row = (table: LeaguePoints['total']) => table.find((r) => r.teamId === teamId);
  const teamLink = (id: string) => teamPath(league.id, season, id);
  const played = fixtures.filter((f) => f.result !== null).length;
  return (
    <div className="db-page" data-testid="team-page">
      <TeamHeader
        league={league}
        season={season}
        teamName={name}
        row={row(points.total)}
        fixtures={fixtures}
      />
      <TeamSummary
        teamId={teamId}
        total={row(points.total)}
        home={row(points.home)}
        away={row(points.away)}
        letGoal={letGoal}
        overUnder={ou}
        source={league.dataSource}
      />
      <div className="tm-grid">
        <section className="db-card" id="fixtures">
          <h2>
            赛程赛果
            <span className="db-sub" data-testid="team-fixture-count">
              共{fixtures.length}场 · 已赛{played}场
            </span>
          </h2>
          <TeamFixtures fixtures={fixtures} teamLink={teamLink} />
        </section>
        <div className="tm-side-col">
          <PositionChart points={positions} teams={points.total.length} color={league.color} />
          <section className="db-card">
            <h2>球队射手</h2>
            <FeedState view={shooter}>
              {(d) => <TeamScorers rows={d.rows} teamId={teamId} source={league.dataSource} />}
            </FeedState>
          </section>
        </div>
      </div>
      <SourceCredit source={league.dataSource} />
    </div>
  );
}
