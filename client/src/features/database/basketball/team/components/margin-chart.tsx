import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { MarginPoint } from '../model/margin-trend.ts';

// The 积分榜's 胜 / 负 chip colours (database.css .db-form): red a win, green a loss.
const WIN = '#d4380d';
const LOSE = '#1f9d3a';

/**
 * [BBT4] 得失分走势: one bar a finished game, its height the margin (本队得分 − 对手得分), above the line a win.
 * An 82-game season reads at a glance as runs of red and green; the tooltip names the game and its score.
 */
export default function MarginChart({ points }: { points: readonly MarginPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={200} initialDimension={{ width: 600, height: 200 }}>
      <BarChart data={[...points]} margin={{ top: 8, right: 10, bottom: 0, left: 0 }} barCategoryGap={1}>
        <CartesianGrid strokeDasharray="3 3" stroke="#eef0f2" vertical={false} />
        <XAxis dataKey="n" tick={{ fontSize: 11 }} minTickGap={16} />
        <YAxis width={32} tick={{ fontSize: 11 }} allowDecimals={false} />
        <ReferenceLine y={0} stroke="#8c8c8c" />
        <Tooltip
          labelFormatter={(_n, payload) => (payload[0]?.payload as MarginPoint | undefined)?.label ?? ''}
          formatter={(v) => [Number(v) > 0 ? `+${v}` : String(v), '净胜分']}
        />
        <Bar dataKey="margin" name="净胜分" isAnimationActive={false}>
          {points.map((p) => (
            <Cell key={p.n} fill={p.margin > 0 ? WIN : LOSE} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
