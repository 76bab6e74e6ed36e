import { useParams } from 'react-router-dom';
import NotFoundPage from '../../../../components/not-found-page.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import FeedState from '../../components/feed-state.tsx';
import SourceCredit from '../../components/source-credit.tsx';
import { useFeed } from '../../hooks/use-feed.ts';
import { basketballDatabaseApi } from '../api/basketball-database-api.ts';
import { basketballSeasonAndTab, basketballTeamPath } from '../model/basketball-paths.ts';
import BasketballSeasonHeader from './basketball-season-header.tsx';
import BasketballStandings from './basketball-standings.tsx';
import ScheduleSection from './schedule-section.tsx';
import TeamStatsSection from './team-stats-section.tsx';
import '../basketball-database.css';

/**
 * /database/basketball/:leagueId/:season?/:tab? — 积分榜 (index), 赛程赛果 (schedule), 球队统计 (stats). The
 * standings read names the league and its seasons for the header, so every tab makes it.
 */
export default function BasketballLeaguePage() {
  const params = useParams();
  const leagueId = params.leagueId ?? '';
  const { season, tab } = basketballSeasonAndTab(params);
  const exists = /^\d{1,20}$/.test(leagueId) && tab !== null;
  const points = useFeed(exists ? `bb-points:${leagueId}:${season}` : null, (s) =>
    basketballDatabaseApi.points(leagueId, season, s),
  );
  const name = points.kind === 'ok' ? `${points.data.league.name} ${points.data.season}` : '篮球联赛资料';
  // A path that is no page keeps the 404 title the route table gave it.
  useDocumentTitle(exists ? `${name} - 篮球资料库` : null);
  if (!exists) return <NotFoundPage />;
  return (
    <FeedState view={points}>
      {(p) => {
        // A team's page is of one season, so its link names the season the answer is about.
        const teamLink = (teamId: string) => basketballTeamPath(p.league.id, p.season, teamId);
        return (
          <div className="db-page" data-testid="basketball-league-page">
            <BasketballSeasonHeader info={p.league} season={p.season} urlSeason={season} tab={tab} />
            {tab === '' && <BasketballStandings rows={p.rows} teamLink={teamLink} />}
            {tab === 'schedule' && (
              <ScheduleSection league={p.league} season={p.season} urlSeason={season} teamLink={teamLink} />
            )}
            {tab === 'stats' && (
              <TeamStatsSection leagueId={p.league.id} season={p.season} teamLink={teamLink} />
            )}
            <SourceCredit source={p.league.dataSource} />
          </div>
        );
      }}
    </FeedState>
  );
}
