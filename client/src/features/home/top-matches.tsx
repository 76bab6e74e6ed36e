import {
  type BasketballMatch,
  type FootballMatch,
  listChannel,
  type Sport,
  TOP_BASKETBALL_LEAGUE_IDS,
  TOP_FOOTBALL_LEAGUE_IDS,
} from '@kuyi/shared';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { matchPath, scoresPath } from '../../app/paths.ts';
import { useChannel } from '../../lib/live/use-channel.ts';
import { ensureServerClock } from '../../lib/server-clock.ts';
import { useNow } from '../../lib/ticker.ts';
import { basketballStatus, footballStatus, kickoffLabel } from '../scores/model/status-label.ts';
import { pickTopMatches } from './model/pick-top-matches.ts';

type Row = FootballMatch | BasketballMatch;

/** Running minutes and game clocks move every few seconds; the list is small, so one tick serves all. */
const TICK_MS = 5_000;

const TITLE: Record<Sport, string> = { football: '足球焦点', basketball: '篮球焦点' };
const TOP: Record<Sport, ReadonlySet<string>> = {
  football: TOP_FOOTBALL_LEAGUE_IDS,
  basketball: TOP_BASKETBALL_LEAGUE_IDS,
};

function status(sport: Sport, row: Row, now: number): string {
  const text =
    sport === 'football'
      ? footballStatus(row as FootballMatch, now)
      : basketballStatus(row as BasketballMatch, now);
  return text || kickoffLabel(row.kickoff);
}

/**
 * 焦点赛事 of one sport, live over its list channel (snapshot, then patches): the big competitions' matches
 * of today. The block hides while there is none (a quiet day), rather than showing an empty frame.
 */
export default function TopMatches({ sport }: { sport: Sport }) {
  const view = useChannel(listChannel(sport));
  useEffect(() => {
    ensureServerClock();
  }, []);
  const rows = useMemo(
    () =>
      view.kind === 'live' ? pickTopMatches(Object.values(view.state) as unknown as Row[], TOP[sport]) : [],
    [view, sport],
  );
  const now = useNow(
    TICK_MS,
    rows.some((r) => r.state > 0),
  );
  if (view.kind === 'live' && rows.length === 0) return null;
  return (
    <section className="home-block top-matches" aria-label={TITLE[sport]}>
      <header className="home-block-head">
        <h2>{TITLE[sport]}</h2>
        <Link to={scoresPath(sport)}>全部比赛 ›</Link>
      </header>
      {view.kind === 'loading' && <p className="home-empty muted">正在加载今日赛事…</p>}
      {view.kind === 'refused' && <p className="home-empty muted">{view.message}</p>}
      <ul className="top-list">
        {rows.map((row) => {
          const live = row.state > 0;
          const scored = live || row.state === -1;
          return (
            <li key={row.id} className={live ? 'top-row is-live' : 'top-row'} data-match-id={row.id}>
              <span className="top-league" style={{ color: row.leagueColor }}>
                {row.leagueName}
              </span>
              <span className={live ? 'top-status live' : 'top-status'}>{status(sport, row, now)}</span>
              <span className="top-home">{row.homeName}</span>
              <Link className="top-score" to={matchPath(sport, row.id)}>
                {scored ? `${row.homeScore} - ${row.awayScore}` : 'VS'}
              </Link>
              <span className="top-away">{row.awayName}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
