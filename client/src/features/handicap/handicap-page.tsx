import type { Sport } from '@kuyi/shared';
import { useParams, useSearchParams } from 'react-router-dom';
import NotFoundPage from '../../components/not-found-page.tsx';
import HandicapTabs from './components/handicap-tabs.tsx';
import MatchOdds from './components/match-odds.tsx';
import TodayList from './components/today-list.tsx';
import { HANDICAP_TABS, parseTab } from './model/handicap-tabs.ts';
import './handicap.css';

/**
 * /handicap/* — the odds centre (spec §2). Without `matchId`: today's matches with the main company's lines.
 * With it: every company's opening and live odds of the tab's market(s) from `odds:{sport}:{id}`, and the
 * chosen company's history. `sport=basketball` switches sport.
 */
export default function HandicapPage() {
  const tab = parseTab(useParams()['*']);
  const [search] = useSearchParams();
  if (tab === null) return <NotFoundPage />;
  const sport: Sport = search.get('sport') === 'basketball' ? 'basketball' : 'football';
  const matchId = search.get('matchId') || null;
  const shown = tab === 'index' ? (HANDICAP_TABS[0] as (typeof HANDICAP_TABS)[number]) : tab;
  return (
    <div className="handicap">
      <HandicapTabs active={tab === 'index' ? 'index' : tab.tab} sport={sport} matchId={matchId} />
      {matchId ? (
        <MatchOdds key={`${sport}:${matchId}`} sport={sport} matchId={matchId} tab={shown} />
      ) : (
        <TodayList sport={sport} tab={tab === 'index' ? 'odds' : tab.tab} />
      )}
    </div>
  );
}
