import { useParams } from 'react-router-dom';
import NotFoundPage from '../../../components/not-found-page.tsx';
import type { LiveTransport } from '../../../lib/live/live-transport.ts';
import MatchPageFrame from '../shared/components/match-page-frame.tsx';
import MatchTabStrip from '../shared/components/match-tab-strip.tsx';
import AnalysisTab from './components/analysis-tab.tsx';
import IntegralTab from './components/integral-tab.tsx';
import LiveTab from './components/live-tab.tsx';
import MatchHeader from './components/match-header.tsx';
import RecommendTab from './components/recommend-tab.tsx';
import SourceNote from './components/source-note.tsx';
import { useCompetitionPath } from './hooks/use-competition-path.ts';
import { useMatch } from './hooks/use-match.ts';
import { MATCH_TABS, type MatchTab, matchTabPath, oddsPath, tabOf } from './model/match-tabs.ts';
import { matchTitle } from './model/match-title.ts';
import './football-match.css';

/**
 * One football match under /livedetail/football/:id/{live,analysis,integral,recommend}. The match channel is
 * held for as long as any of its tabs is open (switching tabs keeps it) and released on leave.
 */
export function MatchScreen({
  id,
  tab,
  transport,
}: {
  id: string;
  tab: MatchTab;
  transport?: LiveTransport;
}) {
  const match = useMatch(id, transport);
  const info = match.kind === 'ready' ? match.view.info : null;
  const links = useCompetitionPath(info?.leagueId ?? null, info?.season ?? '');
  return (
    <MatchPageFrame
      sport="football"
      id={id}
      match={match}
      transport={transport}
      className="fm-page"
      what="比赛"
      title={(view) => matchTitle(view.info)}
      header={(view, notice) => (
        <MatchHeader info={view.info} leagueHref={links.competition} teamHref={links.team}>
          {notice}
        </MatchHeader>
      )}
    >
      <MatchTabStrip
        tabs={MATCH_TABS}
        active={tab}
        tabPath={(t) => matchTabPath(id, t)}
        oddsPath={oddsPath(id)}
      />
      {match.kind === 'ready' && (
        <>
          {tab === 'live' && <LiveTab view={match.view} />}
          {tab === 'analysis' && <AnalysisTab info={match.view.info} transport={transport} />}
          {tab === 'integral' && <IntegralTab info={match.view.info} />}
          {tab !== 'recommend' && <SourceNote provenance={match.view.info.provenance} />}
        </>
      )}
      {tab === 'recommend' && <RecommendTab matchId={id} notStarted={info?.state === 0} />}
    </MatchPageFrame>
  );
}

/** The route: no id, or a sub-page that does not exist, is the site's 404. */
export default function FootballMatchPage() {
  const params = useParams();
  const tab = tabOf(params['*']);
  if (!params.id || tab === null) return <NotFoundPage />;
  // A new id is a new match: nothing of the previous one's state carries over.
  return <MatchScreen key={params.id} id={params.id} tab={tab} />;
}
