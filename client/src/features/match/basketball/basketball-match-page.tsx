import { Link, useParams } from 'react-router-dom';
import NotFoundPage from '../../../components/not-found-page.tsx';
import type { LiveTransport } from '../../../lib/live/live-transport.ts';
import MatchPageFrame from '../shared/components/match-page-frame.tsx';
import BasketballHeader from './components/basketball-header.tsx';
import BoxScore from './components/box-score.tsx';
import MainOdds from './components/main-odds.tsx';
import PlayByPlay from './components/play-by-play.tsx';
import QuarterTable from './components/quarter-table.tsx';
import TeamStats from './components/team-stats.tsx';
import { useBasketballMatch } from './hooks/use-basketball-match.ts';
import { useMainOdds } from './hooks/use-main-odds.ts';
import type { BasketballView } from './model/basketball-view.ts';
import { basketballTitle } from './model/header-status.ts';
import { handicapPath } from './model/main-odds.ts';
import { basketballLivePath, isLivePath } from './model/page-path.ts';
import { gamePlayState, noStatsText } from './model/play-state.ts';
import '../football/football-match.css';
import '../football/components/tables.css';
import './basketball-match.css';

function Panel({ area, title, children }: { area: string; title: string; children: React.ReactNode }) {
  return (
    <section className={`fm-panel bb-area-${area}`} aria-label={title}>
      <h2 className="fm-panel-title">{title}</h2>
      {children}
    </section>
  );
}

/** The live panels; `live` marks the titles of what moves while the game is on. */
function LivePanels({
  id,
  view,
  transport,
}: {
  id: string;
  view: BasketballView;
  transport?: LiveTransport;
}) {
  const { info } = view;
  const odds = useMainOdds(id, info.odds, info.closing, transport);
  // The feed's zero box score before tip-off, or for a game called off, is no statistics.
  const play = gamePlayState(info.state);
  return (
    <div className="bb-live">
      <div className="bb-col bb-col-main">
        <Panel area="quarters" title="比分">
          <QuarterTable {...info} />
        </Panel>
        <Panel area="box" title="球员统计">
          {play === 'played' ? (
            <BoxScore players={view.players} homeName={info.homeName} awayName={info.awayName} />
          ) : (
            <p className="fm-empty">{noStatsText(play, '球员统计')}</p>
          )}
        </Panel>
        <Panel area="stats" title="球队统计">
          {play === 'played' ? (
            <TeamStats tech={view.tech} />
          ) : (
            <p className="fm-empty">{noStatsText(play, '球队统计')}</p>
          )}
        </Panel>
      </div>
      <div className="bb-col bb-col-side">
        <Panel area="odds" title="指数">
          <MainOdds id={id} table={odds} />
        </Panel>
        <Panel area="words" title="文字直播">
          <PlayByPlay words={view.words} />
        </Panel>
      </div>
    </div>
  );
}

/**
 * One basketball game under /livedetail/basketball/:id/live: `basketball:match:{id}` (score, quarters,
 * box score, team totals, play-by-play) and `odds:basketball:{id}` are held while the page is open and
 * released on leave.
 */
export function BasketballScreen({ id, transport }: { id: string; transport?: LiveTransport }) {
  const match = useBasketballMatch(id, transport);
  return (
    <MatchPageFrame
      sport="basketball"
      id={id}
      match={match}
      transport={transport}
      className="fm-page bb-page"
      what="篮球比赛"
      title={(view) => basketballTitle(view.info)}
      header={(view, notice) => <BasketballHeader info={view.info}>{notice}</BasketballHeader>}
    >
      <nav className="fm-tabs" aria-label="比赛页面">
        <Link to={basketballLivePath(id)} className="fm-tab active" aria-current="page">
          直播
        </Link>
        <Link to={handicapPath(id)} className="fm-tab">
          指数
        </Link>
      </nav>
      {match.kind === 'ready' && <LivePanels id={id} view={match.view} transport={transport} />}
    </MatchPageFrame>
  );
}

/** The route: no id, or a sub-page that does not exist, is the site's 404. */
export default function BasketballMatchPage() {
  const params = useParams();
  if (!params.id || !isLivePath(params['*'])) return <NotFoundPage />;
  // A new id is a new game: nothing of the previous one's state carries over.
  return <BasketballScreen key={params.id} id={params.id} />;
}
