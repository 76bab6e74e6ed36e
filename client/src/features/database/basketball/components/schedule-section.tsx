import type { CompetitionInfo } from '@kuyi/shared';
import { Link, useSearchParams } from 'react-router-dom';
import FeedState from '../../components/feed-state.tsx';
import { useFeed } from '../../hooks/use-feed.ts';
import { basketballDatabaseApi } from '../api/basketball-database-api.ts';
import { basketballPath, basketballTeamPath } from '../model/basketball-paths.ts';
import { datesOnly, monthLabel } from '../model/schedule-days.ts';
import { teamNameIn, teamSeason } from '../model/team-season.ts';
import MonthPicker from './month-picker.tsx';
import MonthSchedule from './month-schedule.tsx';
import TeamSchedule from './team-schedule.tsx';

const MONTH_RE = /^\d{4}-\d{2}$/;

/**
 * 赛程赛果: one month at a time (`?month=YYYY-MM`, default the feed's: the month of the latest finished game),
 * or with `?team=` that team's whole season with its record, and a link back to the months.
 */
export default function ScheduleSection({
  league,
  season,
  urlSeason,
  teamLink,
}: {
  league: CompetitionInfo;
  season: string;
  /** The season as the address names it (null: the current one), for the link that clears the team. */
  urlSeason: string | null;
  teamLink: (teamId: string) => string;
}) {
  const [search, setSearch] = useSearchParams();
  const teamId = search.get('team') || null;
  const asked = search.get('month');
  // A hand-typed month that is no YYYY-MM reads the default month instead of the feed's 400.
  const month = asked && MONTH_RE.test(asked) ? asked : null;
  const view = useFeed(`bb-sched:${league.id}:${season}:${teamId ?? `m${month}`}`, (s) =>
    basketballDatabaseApi.schedules(league.id, season, { month, teamId }, s),
  );
  return (
    <FeedState view={view}>
      {(d) => {
        const dateOnly = datesOnly(d.league);
        if (teamId) {
          const games = teamSeason(d.games, teamId);
          const last = games.findLast((g) => g.result !== null);
          return (
            <section className="db-card" data-testid="bb-team-season">
              <h2>
                {teamNameIn(d.games, teamId) ?? '球队'} 本赛季赛程赛果
                {last && <span className="db-sub">{`${last.win}胜${last.lose}负`}</span>}
                <Link className="db-card-link" to={basketballTeamPath(league.id, season, teamId)}>
                  球队资料
                </Link>
                <Link className="db-card-link" to={basketballPath(league.id, urlSeason, 'schedule')}>
                  查看全部球队
                </Link>
              </h2>
              <TeamSchedule games={d.games} teamId={teamId} dateOnly={dateOnly} teamLink={teamLink} />
            </section>
          );
        }
        return (
          <section className="db-card">
            <h2>
              赛程赛果{d.month && ` · ${monthLabel(d.month)}`}
              {d.month && d.months.length > 0 && (
                <MonthPicker
                  months={d.months}
                  month={d.month}
                  onChange={(m) => setSearch({ month: m }, { replace: true })}
                />
              )}
            </h2>
            <MonthSchedule games={d.games} dateOnly={dateOnly} teamLink={teamLink} />
          </section>
        );
      }}
    </FeedState>
  );
}
