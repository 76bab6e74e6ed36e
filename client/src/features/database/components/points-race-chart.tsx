import type { ScheduleItem, StandingRow } from '@kuyi/shared';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { pointsRace } from '../model/points-race.ts';

const COLORS = ['#d4380d', '#1f5fae', '#0a6e3a', '#b8860b', '#722ed1', '#13a8a8'];

/** 积分走势: cumulative points after each round for the table's top six. */
export default function PointsRaceChart({
  matches,
  table,
}: {
  matches: readonly ScheduleItem[];
  table: readonly StandingRow[];
}) {
  const top = table.slice(0, 6);
  const data = pointsRace(
    matches,
    top.map((r) => r.teamId),
  );
  if (data.length < 2) return null;
  return (
    <section className="db-card" data-testid="points-race">
      <h2>积分走势（前六名）</h2>
      <ResponsiveContainer width="100%" height={280} initialDimension={{ width: 600, height: 280 }}>
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#eef0f2" />
          <XAxis dataKey="round" tick={{ fontSize: 11 }} tickFormatter={(r) => `${r}`} />
          <YAxis width={32} tick={{ fontSize: 11 }} />
          <Tooltip labelFormatter={(r) => `第${r}轮后`} />
          {/* Table order (1st first), as the lines' colours; recharts would sort the names by code point. */}
          <Legend
            wrapperStyle={{ fontSize: 12 }}
            itemSorter={(item) => top.findIndex((r) => r.teamId === item.dataKey)}
          />
          {top.map((r, i) => (
            <Line
              key={r.teamId}
              dataKey={r.teamId}
              name={r.teamName}
              stroke={COLORS[i % COLORS.length]}
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </section>
  );
}
