import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { scoresPath } from '../../../app/paths.ts';
import NotFoundPage from '../../../components/not-found-page.tsx';
import type { LiveTransport } from '../../../lib/live/live-transport.ts';
import { ensureServerClock } from '../../../lib/server-clock.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ChatPanel } from '../../chat/chat-panel.tsx';
import AnalysisTab from './components/analysis-tab.tsx';
import ConnectionNotice from './components/connection-notice.tsx';
import IntegralTab from './components/integral-tab.tsx';
import LiveTab from './components/live-tab.tsx';
import MatchHeader from './components/match-header.tsx';
import MatchTabs from './components/match-tabs.tsx';
import RecommendTab from './components/recommend-tab.tsx';
import { useMatch } from './hooks/use-match.ts';
import { type MatchTab, tabOf } from './model/match-tabs.ts';
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
  useDocumentTitle(info ? matchTitle(info) : null);
  useEffect(() => {
    // Minutes are computed from periodStart in the score centre's clock.
    void ensureServerClock();
  }, []);

  if (match.kind === 'missing')
    return (
      <section className="page-card fm-missing" data-testid="match-missing">
        <h1>比赛不存在或已结束很久</h1>
        <p className="muted">找不到编号为 {id} 的比赛，它可能已被移除，或编号有误。</p>
        <p>
          <Link to={scoresPath('football')}>返回足球即时比分</Link>
        </p>
      </section>
    );
  return (
    <div className="fm-page" data-match-id={id}>
      {match.kind === 'ready' ? (
        <MatchHeader info={match.view.info}>
          <ConnectionNotice sport="football" transport={transport} />
        </MatchHeader>
      ) : (
        <div
          className={match.kind === 'error' ? 'fm-header fm-state error' : 'fm-header fm-state'}
          role="status"
        >
          {match.kind === 'error' ? match.msg : '比赛数据加载中…'}
        </div>
      )}
      <MatchTabs id={id} tab={tab} />
      {match.kind === 'ready' && (
        <>
          {tab === 'live' && <LiveTab view={match.view} />}
          {tab === 'analysis' && <AnalysisTab info={match.view.info} />}
          {tab === 'integral' && <IntegralTab info={match.view.info} />}
        </>
      )}
      {tab === 'recommend' && <RecommendTab matchId={id} notStarted={info?.state === 0} />}
      <ChatPanel sport="football" matchId={id} transport={transport} />
    </div>
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
