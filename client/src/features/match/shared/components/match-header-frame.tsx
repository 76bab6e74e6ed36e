import type { FootballMatch } from '@kuyi/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { kickoffLabel } from '../../../scores/model/status-label.ts';
import TeamBadge from '../../football/components/team-badge.tsx';
import { matchColours } from '../../football/model/team-colour.ts';

type Side = 'home' | 'away';

/** What every sport's match row gives its header (football and basketball rows alike). */
export type HeaderRow = Pick<
  FootballMatch,
  | 'leagueColor'
  | 'leagueName'
  | 'kickoff'
  | 'homeId'
  | 'awayId'
  | 'homeName'
  | 'awayName'
  | 'homeRank'
  | 'awayRank'
  | 'homeScore'
  | 'awayScore'
>;

function Team({
  side,
  row,
  tag,
  marks,
  href,
}: {
  side: Side;
  row: HeaderRow;
  tag: string;
  marks: ReactNode;
  href: string | null;
}) {
  const home = side === 'home';
  const id = home ? row.homeId : row.awayId;
  const name = home ? row.homeName : row.awayName;
  const rank = home ? row.homeRank : row.awayRank;
  return (
    <div className={`fm-team fm-team-${side}`}>
      <TeamBadge id={id} name={name} colour={matchColours(row.homeId, row.awayId)[side]} />
      <div className="fm-team-name">
        {rank !== null && <span className="fm-rank">[{rank}]</span>}
        {href ? (
          <Link to={href} className="fm-team-link" title={`${name}球队资料`} data-testid={`${side}-name`}>
            {name}
          </Link>
        ) : (
          <span data-testid={`${side}-name`}>{name}</span>
        )}
      </div>
      <div className="fm-team-cards">
        {marks}
        <span className="fm-side-tag">{tag}</span>
      </div>
    </div>
  );
}

/** One line of the facts under the scoreboard (场地, 裁判 …); nothing when the feed does not know it. */
export function HeaderFact({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The match header both sports draw (styles in football/components/match-header.css): league with
 * `note` (round, season) and kick-off, both teams, the score (VS until there is one), the status line with
 * `children` under it, and `facts` under the scoreboard. `marks` go before a team's
 * 主 / 客 tag (a football team's cards); a match on neutral ground tags the home side 主(中). `leagueHref`, when
 * the competition has a page in the database, makes its name a link there; `teamHref` does the same for a
 * team's name where the database has a page of that team's season.
 */
export default function MatchHeaderFrame({
  row,
  note,
  scored,
  live,
  status,
  neutral = false,
  marks,
  facts,
  leagueHref = null,
  teamHref,
  children,
}: {
  row: HeaderRow;
  note: string | undefined;
  scored: boolean;
  live: boolean;
  status: string;
  neutral?: boolean;
  marks?: (side: Side) => ReactNode;
  facts?: ReactNode;
  leagueHref?: string | null;
  teamHref?: (side: Side) => string | null;
  children?: ReactNode;
}) {
  return (
    <header className="fm-header" style={{ borderTopColor: row.leagueColor }}>
      <div className="fm-league">
        {leagueHref ? (
          <Link
            to={leagueHref}
            className="fm-league-name fm-league-link"
            style={{ background: row.leagueColor }}
            title={`${row.leagueName}资料库`}
            data-testid="league-link"
          >
            {row.leagueName}
          </Link>
        ) : (
          <span className="fm-league-name" style={{ background: row.leagueColor }}>
            {row.leagueName}
          </span>
        )}
        {note && <span>{note}</span>}
        <span>{kickoffLabel(row.kickoff, true)}</span>
      </div>
      <div className="fm-scoreboard">
        <Team
          side="home"
          row={row}
          tag={neutral ? '主(中)' : '主'}
          marks={marks?.('home')}
          href={teamHref?.('home') ?? null}
        />
        <div className="fm-center">
          <div className="fm-score" data-testid="score">
            {scored ? (
              <>
                <span data-testid="home-score">{row.homeScore}</span>
                <i>-</i>
                <span data-testid="away-score">{row.awayScore}</span>
              </>
            ) : (
              <span className="fm-vs">VS</span>
            )}
          </div>
          <div className={live ? 'fm-status live' : 'fm-status'} data-testid="match-status">
            {status}
          </div>
          {children}
        </div>
        <Team side="away" row={row} tag="客" marks={marks?.('away')} href={teamHref?.('away') ?? null} />
      </div>
      {facts}
    </header>
  );
}
