import FeedState from '../../components/feed-state.tsx';
import { useFeed } from '../../hooks/use-feed.ts';
import { basketballDatabaseApi } from '../api/basketball-database-api.ts';
import TeamStatsTable from './team-stats-table.tsx';

/** 球队统计: every team's per-game averages over its finished games. */
export default function TeamStatsSection({
  leagueId,
  season,
  teamLink,
}: {
  leagueId: string;
  season: string;
  teamLink: (teamId: string) => string;
}) {
  const view = useFeed(`bb-stats:${leagueId}:${season}`, (s) =>
    basketballDatabaseApi.teamStats(leagueId, season, s),
  );
  return (
    <section className="db-card">
      <h2>
        球队统计 <span className="db-sub">场均数据，点击表头排序</span>
      </h2>
      <FeedState view={view}>{(d) => <TeamStatsTable rows={d.rows} teamLink={teamLink} />}</FeedState>
    </section>
  );
}
