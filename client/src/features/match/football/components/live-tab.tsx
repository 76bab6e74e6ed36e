import { isFootballLive } from '@kuyi/shared';
import { lazy, Suspense, useMemo } from 'react';
import { useAnime } from '../hooks/use-anime.ts';
import type { MatchView } from '../model/match-view.ts';
import { playStateOf } from '../model/play-state.ts';
import { buildTimeline } from '../model/timeline.ts';
import Commentary from './commentary.tsx';
import EventTimeline from './event-timeline.tsx';
import LineupsPanel from './lineups-panel.tsx';
import TechStats from './tech-stats.tsx';

// recharts is the heaviest module of the page: loading it apart lets the score, timeline and commentary
// paint first, and splits the first render into shorter tasks.
const MomentumChart = lazy(() => import('./momentum-chart.tsx'));

function Panel(props: { title: string; area: string; children: React.ReactNode; extra?: React.ReactNode }) {
  return (
    <section className={`fm-panel fm-area-${props.area}`} aria-label={props.title}>
      <h2 className="fm-panel-title">
        {props.title}
        {props.extra}
      </h2>
      {props.children}
    </section>
  );
}

/** 直播: timeline, momentum, commentary, stats and line-ups of one match, all live off its channel. */
export default function LiveTab({ view }: { view: MatchView }) {
  const { info } = view;
  const live = isFootballLive(info.state);
  const played = playStateOf(info.state);
  const timeline = useMemo(() => buildTimeline(view.events), [view.events]);
  const anime = useAnime(info.id, live, info.hasAnimation);
  return (
    <div className="fm-live">
      <Panel title="比赛事件" area="events">
        <EventTimeline items={timeline} play={played} />
      </Panel>
      <Panel title="攻势图" area="momentum">
        <Suspense fallback={<p className="fm-empty">攻势图加载中…</p>}>
          <MomentumChart
            load={anime}
            home={info.homeName}
            away={info.awayName}
            play={played}
            available={info.hasAnimation}
          />
        </Suspense>
      </Panel>
      <Panel title="文字直播" area="words" extra={live && <span className="fm-live-dot">直播中</span>}>
        <Commentary words={view.words} />
      </Panel>
      <Panel title="技术统计" area="stats">
        {played === 'played' ? (
          <TechStats tech={view.tech} />
        ) : (
          // The feed's zeros before kick-off, or for a match called off, are no statistics.
          <p className="fm-empty">
            {played === 'upcoming' ? '比赛未开始，暂无技术统计' : '比赛未进行，暂无技术统计'}
          </p>
        )}
      </Panel>
      <Panel title="阵容" area="lineups">
        {played === 'not-played' ? (
          <p className="fm-empty">比赛未进行，暂无阵容</p>
        ) : view.lineups ? (
          <LineupsPanel lineups={view.lineups} info={info} timeline={timeline} />
        ) : played === 'upcoming' ? (
          <p className="fm-empty">首发阵容一般在开赛前一小时公布</p>
        ) : (
          // Kicked off without a lineup from the centre: waiting for one would never end.
          <p className="fm-empty">本场暂无阵容数据</p>
        )}
      </Panel>
    </div>
  );
}
