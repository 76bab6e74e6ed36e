import type { Sport } from '@kuyi/shared';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { matchPath } from '../../../app/paths.ts';
import { ensureServerClock } from '../../../lib/server-clock.ts';
import { kickoffLabel } from '../../scores/model/status-label.ts';
import type { TodayRow } from '../api/fetch-today.ts';
import type { RestView } from '../hooks/use-rest.ts';
import { hasScore } from '../model/has-score.ts';
import MatchStatus from './match-status.tsx';

/** The line above the odds: league, kick-off, teams, score and state, with a way to the match page. */
export default function MatchHeader({ sport, view }: { sport: Sport; view: RestView<TodayRow> }) {
  useEffect(() => {
    // The header answer has no serverTime; running minutes need the score centre's clock.
    ensureServerClock();
  }, []);
  if (view.kind === 'loading') return <header className="hc-card hc-header muted">正在加载比赛信息…</header>;
  if (view.kind === 'error') return <header className="hc-card hc-header muted">{view.msg}</header>;
  const m = view.data;
  const scored = hasScore(m.state);
  return (
    <header className="hc-card hc-header" data-testid="handicap-match">
      <div className="hc-header-meta">
        <span className="hc-league" style={{ color: m.leagueColor }}>
          {m.leagueName}
        </span>
        <span className="muted">{kickoffLabel(m.kickoff, true)}</span>
        <MatchStatus sport={sport} row={m} />
      </div>
      <div className="hc-header-teams">
        <span className="hc-home">{m.homeName}</span>
        <span className={m.state > 0 ? 'hc-score live' : 'hc-score'}>
          {scored ? `${m.homeScore} - ${m.awayScore}` : 'VS'}
        </span>
        <span className="hc-away">{m.awayName}</span>
      </div>
      <Link className="hc-header-link" to={matchPath(sport, m.id)}>
        比赛直播 ›
      </Link>
    </header>
  );
}
