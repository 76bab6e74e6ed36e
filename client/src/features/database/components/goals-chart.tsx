import type { ScheduleItem } from '@kuyi/shared';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { goalsPerRound } from '../model/points-race.ts';

/** 每轮进球数: goals scored in each round of the season so far. */
export default function GoalsChart({ matches }: { matches: readonly ScheduleItem[] }) {
  const data = goalsPerRound(matches);
  if (data.length === 0) return null;
  const total = data.reduce((s, r) => s + r.goals, 0);
  const played = data.reduce((s, r) => s + r.matches, 0);
  return (
    <section className="db-card" data-testid="goals-chart">
      <h2>
        每轮进球数
        <small className="db-sub">
          共 {played} 场 {total} 球，场均 {(total / played).toFixed(2)} 球
        </small>
      </h2>
      <ResponsiveContainer width="100%" height={220} initialDimension={{ width: 600, height: 220 }}>
        <BarChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#eef0f2" />
          <XAxis dataKey="round" tick={{ fontSize: 11 }} />
          <YAxis width={32} tick={{ fontSize: 11 }} />
          <Tooltip labelFormatter={(r) => `第${r}轮`} formatter={(v) => [`${v} 球`, '进球']} />
          <Bar dataKey="goals" fill="#0a6e3a" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </section>
  );
}
