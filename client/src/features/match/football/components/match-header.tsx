import { isFootballLive } from '@kuyi/shared';
import type { ReactNode } from 'react';
import { useNow } from '../../../../lib/ticker.ts';
import MatchHeaderFrame, { HeaderFact } from '../../shared/components/match-header-frame.tsx';
import { type CupResult, cupStagesLine, rowCupResult, shootoutWinnerText } from '../model/cup-result.ts';
import { headerStatus } from '../model/header-status.ts';
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
 * A cup tie's way past 90 minutes under the score: "90分钟 1-1，120分钟 1-1，点球 4-5" and who went through, so a
 * 1-2 that was 1-1 at full time does not read as a 90-minute result.
 */
function CupLines({ cup, info }: { cup: CupResult; info: MatchInfo }) {
  const stages = cupStagesLine(cup);
  const winner = shootoutWinnerText(cup, info);
  return (
    <>
      {stages && (
        <div className="fm-half" data-testid="cup-stages">
          {stages}
        </div>
      )}
      {winner && (
        <div className="fm-half fm-advanced" data-testid="shootout-winner">
          {winner}
        </div>
      )}
    </>
  );
}

/**
 * 比赛头部: league, both teams, the score with the running minute ([D1], computed from `periodStart` by the
 * scores model), half-time score, a cup tie's 90 / 120 minute and shoot-out scores, and the ground, referee
 * and weather. `children` go under the score (the connection notice). `leagueHref`: the competition's database
 * page when it has one (the league name links there); `teamHref`: a team's season page there (球队资料), null
 * where there is none (a cup, a league or season the database does not list).
 */
export default function MatchHeader({
  info,
  leagueHref = null,
  teamHref,
  children,
}: {
  info: MatchInfo;
  leagueHref?: string | null;
  teamHref?: (teamId: string) => string | null;
  children?: ReactNode;
}) {
  const live = isFootballLive(info.state);
  const now = useNow(MINUTE_TICK_MS, live);
  const cup = rowCupResult(info);
  const status = headerStatus(info, cup, now);
  return (
    <MatchHeaderFrame
      row={info}
      note={info.round}
      scored={hasScore(info)}
      live={live}
      status={status}
      neutral={info.neutral}
      leagueHref={leagueHref}
      teamHref={teamHref && ((side) => teamHref(side === 'home' ? info.homeId : info.awayId))}
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
      <CupLines cup={cup} info={info} />
      {children}
    </MatchHeaderFrame>
  );
}
