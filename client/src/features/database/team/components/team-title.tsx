import type { CompetitionInfo } from '@kuyi/shared';
import { Link } from 'react-router-dom';

/** A team page's title row, either sport: back to 资料库 and to the league's season, the team's name. */
export function TeamTitleRow({
  league,
  season,
  seasonHref,
  teamName,
  testId,
}: {
  league: CompetitionInfo;
  season: string;
  seasonHref: string;
  teamName: string;
  testId: string;
}) {
  return (
    <div className="db-title-row">
      <Link to="/database" className="db-back">
        资料库
      </Link>
      <Link to={seasonHref} className="db-back" data-testid={testId}>
        {league.name} {season}
      </Link>
      <h1 className="db-title" style={{ borderColor: league.color }}>
        {teamName}
        <small>球队资料</small>
      </h1>
    </div>
  );
}

/** A team id the season does not have: said plainly, with the way back to the season. */
export function UnknownTeam({
  league,
  season,
  seasonHref,
  testId,
}: {
  league: CompetitionInfo;
  season: string;
  seasonHref: string;
  testId: string;
}) {
  return (
    <section className="db-card" data-testid={testId}>
      <p className="db-note">
        该赛季没有这支球队。
        <br />
        <Link to={seasonHref}>
          返回{league.name} {season}
        </Link>
      </p>
    </section>
  );
}
