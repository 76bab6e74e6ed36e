import type { Sport } from '@kuyi/shared';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { scoresPath } from '../../../../app/paths.ts';
import LoadError from '../../../../components/load-error.tsx';
import type { LiveTransport } from '../../../../lib/live/live-transport.ts';
import { ensureServerClock } from '../../../../lib/server-clock.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { ChatPanel } from '../../../chat/chat-panel.tsx';
import ConnectionNotice from '../../football/components/connection-notice.tsx';
import type { LiveMatchLoad } from '../hooks/use-live-match.ts';

const SPORT_NAME: Record<Sport, string> = { football: '足球', basketball: '篮球' };

/**
 * What a match page of either sport draws around its own tabs and panels (`children`): the tab title, the
 * header with the connection notice under the score (the loading or error line in its place until there is a
 * match), and the match chat at the foot; for an id the score centre does not know, 比赛不存在 instead of it
 * all. `what` names the match in that message (比赛, 篮球比赛).
 */
export default function MatchPageFrame<View>({
  sport,
  id,
  match,
  transport,
  className,
  what,
  title,
  header,
  children,
}: {
  sport: Sport;
  id: string;
  match: LiveMatchLoad<View>;
  transport?: LiveTransport;
  className: string;
  what: string;
  title: (view: View) => string;
  header: (view: View, notice: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(match.kind === 'ready' ? title(match.view) : null);
  useEffect(() => {
    // The football minute and the basketball game clock are computed in the score centre's clock.
    void ensureServerClock();
  }, []);

  if (match.kind === 'missing')
    return (
      <section className="page-card fm-missing" data-testid="match-missing">
        <h1>比赛不存在或已结束很久</h1>
        <p className="muted">
          找不到编号为 {id} 的{what}，它可能已被移除，或编号有误。
        </p>
        <p>
          <Link to={scoresPath(sport)}>返回{SPORT_NAME[sport]}即时比分</Link>
        </p>
      </section>
    );
  return (
    <div className={className} data-match-id={id}>
      {match.kind === 'ready' ? (
        header(match.view, <ConnectionNotice sport={sport} transport={transport} />)
      ) : match.kind === 'error' ? (
        <div className="fm-header fm-state error" role="status">
          <LoadError msg={match.msg} onRetry={match.retry} />
        </div>
      ) : (
        <div className="fm-header fm-state" role="status">
          比赛数据加载中…
        </div>
      )}
      {children}
      <ChatPanel sport={sport} matchId={id} transport={transport} />
    </div>
  );
}
