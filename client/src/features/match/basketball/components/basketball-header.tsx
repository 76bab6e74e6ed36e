import { isBasketballLive } from '@kuyi/shared';
import type { ReactNode } from 'react';
import { useNow } from '../../../../lib/ticker.ts';
import { basketballPath } from '../../../database/basketball/model/basketball-paths.ts';
import MatchHeaderFrame, { HeaderFact } from '../../shared/components/match-header-frame.tsx';
import type { BasketballInfo } from '../model/basketball-view.ts';
import { hasScore, headerStatus } from '../model/header-status.ts';
import '../../football/components/match-header.css';

/** The game clock shows seconds, so a running clock ticks every second (one shared timer, lib/ticker). */
const CLOCK_TICK_MS = 1_000;

/**
 * 比赛头部: league (a link to its 资料库 page) and tip-off, both teams, the score, the period with its running clock, the arena.
 * `children` go under the score (the connection notice).
 */
export default function BasketballHeader({ info, children }: { info: BasketballInfo; children?: ReactNode }) {
  const live = isBasketballLive(info.state);
  const now = useNow(CLOCK_TICK_MS, live && info.clockRunning);
  const status = headerStatus(info, now || info.clockAt);
  return (
    <MatchHeaderFrame
      row={info}
      note={info.season}
      // Every basketball league the feed plays has a 资料库 page (积分榜, 赛程赛果, 球队统计).
      leagueHref={basketballPath(info.leagueId)}
      scored={hasScore(info)}
      live={live}
      status={status}
      facts={
        info.venue && (
          <dl className="fm-facts">
            <HeaderFact label="场馆" value={info.venue} />
          </dl>
        )
      }
    >
      {children}
    </MatchHeaderFrame>
  );
}
