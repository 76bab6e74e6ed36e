import { FOOTBALL_STATE_LABEL, FootballState, isFootballLive } from '@kuyi/shared';
import type { ReactNode } from 'react';
import { useNow } from '../../../../lib/ticker.ts';
import { footballStatus } from '../../../scores/model/status-label.ts';
import MatchHeaderFrame, { HeaderFact } from '../../shared/components/match-header-frame.tsx';
import { hasScore } from '../model/match-title.ts';
import type { MatchInfo } from '../model/match-view.ts';
import './match-header.css';

/** The minute changes once a minute; a 10 s tick keeps it within a few seconds of the truth. */
const MINUTE_TICK_MS = 10_000;

/** A team's yellow and red cards, before its 主 / 客 tag. */
function Cards({ yellow, red }: { yellow: number; red: number }) {
  return (
    <>
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
    </>
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
  return (
    <MatchHeaderFrame
      row={info}
      note={info.round}
      scored={hasScore(info)}
      live={live}
      status={status}
      neutral={info.neutral}
      marks={(side) =>
        side === 'home' ? (
          <Cards yellow={info.homeYellow} red={info.homeRed} />
        ) : (
          <Cards yellow={info.awayYellow} red={info.awayRed} />
        )
      }
      facts={
        <dl className="fm-facts">
          <HeaderFact label="场地" value={info.venue} />
          <HeaderFact label="裁判" value={info.referee} />
          <HeaderFact label="天气" value={info.weather} />
        </dl>
      }
    >
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
    </MatchHeaderFrame>
  );
}
