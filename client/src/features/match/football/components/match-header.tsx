import { FOOTBALL_STATE_LABEL, FootballState, isFootballLive } from '@kuyi/shared';
import type { ReactNode } from 'react';
import { useNow } from '../../../../lib/ticker.ts';
import { footballStatus, kickoffLabel } from '../../../scores/model/status-label.ts';
import { hasScore } from '../model/match-title.ts';
import type { MatchInfo } from '../model/match-view.ts';
import { matchColours } from '../model/team-colour.ts';
import TeamBadge from './team-badge.tsx';
import './match-header.css';

/** The minute changes once a minute; a 10 s tick keeps it within a few seconds of the truth. */
const MINUTE_TICK_MS = 10_000;

function Team({ side, info }: { side: 'home' | 'away'; info: MatchInfo }) {
  const home = side === 'home';
  const id = home ? info.homeId : info.awayId;
  const name = home ? info.homeName : info.awayName;
  const rank = home ? info.homeRank : info.awayRank;
  const red = home ? info.homeRed : info.awayRed;
  const yellow = home ? info.homeYellow : info.awayYellow;
  return (
    <div className={`fm-team fm-team-${side}`}>
      <TeamBadge id={id} name={name} colour={matchColours(info.homeId, info.awayId)[side]} />
      <div className="fm-team-name">
        {rank !== null && <span className="fm-rank">[{rank}]</span>}
        <span data-testid={`${side}-name`}>{name}</span>
      </div>
      <div className="fm-team-cards">
        {yellow > 0 && (
          <span className="fm-card fm-card-yellow" title="黄牌">
            {yellow}
          </span>
        )}
        {red > 0 && (
          <span className="fm-card fm-card-red" title="红牌">
            {red}
          </span>
        )}
        <span className="fm-side-tag">{home ? (info.neutral ? '主(中)' : '主') : '客'}</span>
      </div>
    </div>
  );
}

/**
 * 比赛头部: league, both teams, the score with the running minute ([D1], computed from `periodStart` by the
 * scores model), half-time and shoot-out scores, and the ground, referee and weather. `children` go under the
 * score (the connection notice).
 */
export default function MatchHeader({ info, children }: { info: MatchInfo; children?: ReactNode }) {
  const live = isFootballLive(info.state);
  const now = useNow(MINUTE_TICK_MS, live);
  const status = live
    ? footballStatus(info, now)
    : info.state === FootballState.NotStarted
      ? '未开赛'
      : FOOTBALL_STATE_LABEL[info.state];
  const scored = hasScore(info);
  return (
    <header className="fm-header" style={{ borderTopColor: info.leagueColor }}>
      <div className="fm-league">
        <span className="fm-league-name" style={{ background: info.leagueColor }}>
          {info.leagueName}
        </span>
        {info.round && <span>{info.round}</span>}
        <span>{kickoffLabel(info.kickoff, true)}</span>
      </div>
      <div className="fm-scoreboard">
        <Team side="home" info={info} />
        <div className="fm-center">
          <div className="fm-score" data-testid="score">
            {scored ? (
              <>
                <span>{info.homeScore}</span>
                <i>-</i>
                <span>{info.awayScore}</span>
              </>
            ) : (
              <span className="fm-vs">VS</span>
            )}
          </div>
          <div className={live ? 'fm-status live' : 'fm-status'} data-testid="match-status">
            {status}
          </div>
          {info.homeHalf !== null && (
            <div className="fm-half">
              半场 {info.homeHalf}-{info.awayHalf}
            </div>
          )}
          {info.homePenalty !== null && (
            <div className="fm-half">
              点球 {info.homePenalty}-{info.awayPenalty}
            </div>
          )}
          {children}
        </div>
        <Team side="away" info={info} />
      </div>
      <dl className="fm-facts">
        {info.venue && (
          <div>
            <dt>场地</dt>
            <dd>{info.venue}</dd>
          </div>
        )}
        {info.referee && (
          <div>
            <dt>裁判</dt>
            <dd>{info.referee}</dd>
          </div>
        )}
        {info.weather && (
          <div>
            <dt>天气</dt>
            <dd>{info.weather}</dd>
          </div>
        )}
      </dl>
    </header>
  );
}
