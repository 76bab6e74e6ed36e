import { isBasketballLive } from '@kuyi/shared';
import type { ReactNode } from 'react';
import { useNow } from '../../../../lib/ticker.ts';
import { kickoffLabel } from '../../../scores/model/status-label.ts';
import TeamBadge from '../../football/components/team-badge.tsx';
import { matchColours } from '../../football/model/team-colour.ts';
import type { BasketballInfo } from '../model/basketball-view.ts';
import { hasScore, headerStatus } from '../model/header-status.ts';
import '../../football/components/match-header.css';

/** The game clock shows seconds, so a running clock ticks every second (one shared timer, lib/ticker). */
const CLOCK_TICK_MS = 1_000;

function Team({ side, info }: { side: 'home' | 'away'; info: BasketballInfo }) {
  const home = side === 'home';
  const id = home ? info.homeId : info.awayId;
  const name = home ? info.homeName : info.awayName;
  const rank = home ? info.homeRank : info.awayRank;
  return (
    <div className={`fm-team fm-team-${side}`}>
      <TeamBadge id={id} name={name} colour={matchColours(info.homeId, info.awayId)[side]} />
      <div className="fm-team-name">
        {rank !== null && <span className="fm-rank">[{rank}]</span>}
        <span data-testid={`${side}-name`}>{name}</span>
      </div>
      <div className="fm-team-cards">
        <span className="fm-side-tag">{home ? '主' : '客'}</span>
      </div>
    </div>
  );
}

/**
 * 比赛头部: league and tip-off, both teams, the score, the period with its running clock, the arena.
 * `children` go under the score (the connection notice).
 */
export default function BasketballHeader({ info, children }: { info: BasketballInfo; children?: ReactNode }) {
  const live = isBasketballLive(info.state);
  const now = useNow(CLOCK_TICK_MS, live && info.clockRunning);
  const status = headerStatus(info, now || info.clockAt);
  return (
    <header className="fm-header" style={{ borderTopColor: info.leagueColor }}>
      <div className="fm-league">
        <span className="fm-league-name" style={{ background: info.leagueColor }}>
          {info.leagueName}
        </span>
        {info.season && <span>{info.season}</span>}
        <span>{kickoffLabel(info.kickoff, true)}</span>
      </div>
      <div className="fm-scoreboard">
        <Team side="home" info={info} />
        <div className="fm-center">
          <div className="fm-score" data-testid="score">
            {hasScore(info) ? (
              <>
                <span data-testid="home-score">{info.homeScore}</span>
                <i>-</i>
                <span data-testid="away-score">{info.awayScore}</span>
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
        <Team side="away" info={info} />
      </div>
      {info.venue && (
        <dl className="fm-facts">
          <div>
            <dt>场馆</dt>
            <dd>{info.venue}</dd>
          </div>
        </dl>
      )}
    </header>
  );
}
