import type { Sport } from '@kuyi/shared';
import { Link } from 'react-router-dom';
import { HANDICAP_TABS, type HandicapTab, handicapPath, tabLabel } from '../model/handicap-tabs.ts';

/** 指数中心 and its six tabs, named in the sport's words; a tab keeps the open match and sport, so switching compares the same game. */
export default function HandicapTabs({
  active,
  sport,
  matchId,
}: {
  active: HandicapTab | 'index';
  sport: Sport;
  matchId: string | null;
}) {
  return (
    <nav className="hc-tabs" aria-label="指数分类">
      <Link className="hc-title" to={handicapPath('index', sport)}>
        指数中心
      </Link>
      <div className="hc-tab-strip">
        {HANDICAP_TABS.map((t) => {
          // The index shows a match as 亚盘, so that tab reads as the open one there.
          const on = t.tab === active || (active === 'index' && matchId !== null && t.tab === 'odds');
          return (
            <Link
              key={t.tab}
              className={on ? 'hc-tab active' : 'hc-tab'}
              aria-current={on ? 'page' : undefined}
              to={handicapPath(t.tab, sport, matchId)}
            >
              {tabLabel(t, sport)}
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
