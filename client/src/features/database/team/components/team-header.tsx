import type { CompetitionInfo, StandingRow } from '@kuyi/shared';
import { leaguePath } from '../../model/database-paths.ts';
import { fixtureTime } from '../model/fixture-time.ts';
import { nextFixture, recentForm, type TeamFixture } from '../model/team-fixtures.ts';
import FormChips from './form-chips.tsx';
import { TeamTitleRow } from './team-title.tsx';

/** 近6场, as 球探's team pages count a side's recent form. */
const RECENT_GAMES = 6;

/** One figure of the header (排名 3, 积分 54 …); '-' where the table has no row for the team yet. */
function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/**
 * The team's season at a glance: its name, the league season it belongs to (a link back), 排名, 积分, 胜-平-负,
 * 进/失球, 近期战绩 and the next fixture.
 */
export default function TeamHeader({
  league,
  season,
  teamName,
  row,
  fixtures,
}: {
  league: CompetitionInfo;
  season: string;
  teamName: string;
  row: StandingRow | undefined;
  fixtures: readonly TeamFixture[];
}) {
  const next = nextFixture(fixtures);
  return (
    <header className="db-head tm-head">
      <TeamTitleRow
        league={league}
        season={season}
        seasonHref={leaguePath(league.id, season)}
        teamName={teamName}
        testId="team-league-link"
      />
      <dl className="tm-facts">
        <Fact label="排名" value={row ? `第${row.rank}名` : '-'} testId="team-rank" />
        <Fact label="积分" value={row ? String(row.points) : '-'} testId="team-points" />
        <Fact label="胜-平-负" value={row ? `${row.win}-${row.draw}-${row.lose}` : '-'} />
        <Fact label="进/失球" value={row ? `${row.goalsFor}/${row.goalsAgainst}` : '-'} />
      </dl>
      <div className="tm-line">
        <span className="tm-label">近期战绩</span>
        <FormChips form={recentForm(fixtures, RECENT_GAMES)} />
      </div>
      {next && (
        <div className="tm-line" data-testid="team-next">
          <span className="tm-label">下一场</span>
          <span>
            {next.match.round} {fixtureTime(next.match.kickoff).full} {next.home ? '主' : '客'}{' '}
            {next.opponentName}
          </span>
        </div>
      )}
    </header>
  );
}
