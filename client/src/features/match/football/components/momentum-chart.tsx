import { useMemo } from 'react';
import { Bar, BarChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnimeLoad } from '../hooks/use-anime.ts';
import { type MomentumBar, momentumBars } from '../model/momentum.ts';
import type { PlayState } from '../model/play-state.ts';
import './charts.css';

const HOME_COLOUR = '#d4380d';
const AWAY_COLOUR = '#1f5fae';

function tooltipText(value: unknown, name: unknown): [string, string] {
  return [String(Math.abs(Number(value))), String(name)];
}

const EMPTY: Record<PlayState, string> = {
  upcoming: '比赛开始后显示双方攻势',
  played: '暂无攻势数据',
  'not-played': '比赛未进行，暂无攻势数据',
};

/**
 * 攻势图: who pressed when, from the animation stream — home pressure above the line, away below, a bar
 * per three minutes, goals marked. Animation off: it redraws on every poll and should cost no frames.
 */
export default function MomentumChart(props: {
  load: AnimeLoad;
  home: string;
  away: string;
  play: PlayState;
  /** False when the score centre has no animation for this match: no bars will ever come. */
  available?: boolean;
}) {
  const items = props.load.kind === 'ready' ? props.load.items : null;
  const bars = useMemo<MomentumBar[]>(() => (items ? momentumBars(items) : []), [items]);
  if (props.load.kind === 'loading') return <p className="fm-empty">攻势数据加载中…</p>;
  if (props.load.kind === 'error') return <p className="fm-empty error">{props.load.msg}</p>;
  if (bars.length === 0)
    return (
      <p className="fm-empty">
        {props.available === false && props.play !== 'not-played' ? '本场暂无攻势数据' : EMPTY[props.play]}
      </p>
    );
  const goals = bars.filter((b) => b.goals.length > 0);
  return (
    <figure className="fm-momentum" data-testid="momentum">
      <BarChart
        responsive
        style={{ width: '100%', height: 170 }}
        data={bars}
        stackOffset="sign"
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        barCategoryGap={1}
      >
        <XAxis dataKey="label" interval={4} tickLine={false} fontSize={11} />
        <YAxis hide domain={['dataMin', 'dataMax']} />
        <Tooltip formatter={tooltipText} labelFormatter={(l) => `${l}起`} />
        <ReferenceLine y={0} stroke="#bbb" />
        {goals.map((b) => (
          <ReferenceLine key={b.minute} x={b.label} stroke="#222" strokeDasharray="3 3" />
        ))}
        <Bar dataKey="home" name={props.home} fill={HOME_COLOUR} stackId="p" isAnimationActive={false} />
        <Bar dataKey="away" name={props.away} fill={AWAY_COLOUR} stackId="p" isAnimationActive={false} />
      </BarChart>
      <figcaption className="fm-legend">
        <span>
          <i style={{ background: HOME_COLOUR }} />
          {props.home}
        </span>
        <span>
          <i style={{ background: AWAY_COLOUR }} />
          {props.away}
        </span>
        <span className="muted">每格3分钟，虚线为进球</span>
      </figcaption>
    </figure>
  );
}
