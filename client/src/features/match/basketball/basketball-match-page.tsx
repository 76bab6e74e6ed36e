import { useParams } from 'react-router-dom';
import NotFoundPage from '../../../components/not-found-page.tsx';
import type { LiveTransport } from '../../../lib/live/live-transport.ts';
import MatchPageFrame from '../shared/components/match-page-frame.tsx';
import MatchTabStrip from '../shared/components/match-tab-strip.tsx';
import BasketballAnalysisTab from './components/analysis-tab.tsx';
import BasketballHeader from './components/basketball-header.tsx';
import BoxScore from './components/box-score.tsx';
import BasketballIntegralTab from './components/integral-tab.tsx';
import MainOdds from './components/main-odds.tsx';
import PlayByPlay from './components/play-by-play.tsx';
import PlayerLeaders from './components/player-leaders.tsx';
import QuarterTable from './components/quarter-table.tsx';
import BasketballSourceNote from './components/source-note.tsx';
import TeamStats from './components/team-stats.tsx';
import { useBasketballMatch } from './hooks/use-basketball-match.ts';
import { useMainOdds } from './hooks/use-main-odds.ts';
import type { BasketballView } from './model/basketball-view.ts';
import { basketballTitle } from './model/header-status.ts';
import { handicapPath } from './model/main-odds.ts';
import {
  BASKETBALL_TABS,
  type BasketballTab,
  basketballTabOf,
  basketballTabPath,
} from './model/page-path.ts';
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
  const odds = useMainOdds(id, info.odds, info.closing, info.state, transport);
  // The feed's zero box score before tip-off, or for a game called off, is no statistics.
  const play = gamePlayState(info.state);
  return (
    <div className="bb-live">
      <div className="bb-col bb-col-main">
        <Panel area="quarters" title="比分">
          <QuarterTable {...info} />
        </Panel>
        <Panel area="leaders" title="球员之最">
          {play === 'played' ? (
            <PlayerLeaders players={view.players} homeName={info.homeName} awayName={info.awayName} />
          ) : (
            <p className="fm-empty">{noStatsText(play, '球员数据')}</p>
          )}
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
 * One basketball game under /livedetail/basketball/:id/{live,analysis,integral}: `basketball:match:{id}`
 * (score, quarters, box score, team totals, play-by-play) is held for as long as any of its tabs is open
 * (switching tabs keeps it, so the header's score stays live) and released on leave; `odds:basketball:{id}`
 * only while 直播, the one tab that draws it.
 */
export function BasketballScreen({
  id,
  tab = 'live',
  transport,
}: {
  id: string;
  tab?: BasketballTab;
  transport?: LiveTransport;
}) {
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
      <MatchTabStrip
        tabs={BASKETBALL_TABS}
        active={tab}
        tabPath={(t) => basketballTabPath(id, t)}
        oddsPath={handicapPath(id)}
      />
      {match.kind === 'ready' && (
        <>
          {tab === 'live' && <LivePanels id={id} view={match.view} transport={transport} />}
          {tab === 'analysis' && <BasketballAnalysisTab info={match.view.info} />}
          {tab === 'integral' && <BasketballIntegralTab info={match.view.info} />}
          <BasketballSourceNote provenance={match.view.info.provenance} />
        </>
      )}
    </MatchPageFrame>
  );
}

/** The route: no id, or a sub-page that does not exist, is the site's 404. */
export default function BasketballMatchPage() {
  const params = useParams();
  const tab = basketballTabOf(params['*']);
  if (!params.id || tab === null) return <NotFoundPage />;
  // A new id is a new game: nothing of the previous one's state carries over; a new tab keeps the game.
  return <BasketballScreen key={params.id} id={params.id} tab={tab} />;
}
