import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PositionPoint } from '../model/position-race.ts';

/** 1st, every fifth place and the last: recharts' own ticks fell on 1, 6, 11, 16, places no one reads a table by. */
function placeTicks(teams: number): number[] {
  const fives = Array.from({ length: Math.floor(teams / 5) }, (_, i) => (i + 1) * 5).filter(
    (p) => p < teams - 2,
  );
  return [1, ...fives, teams];
}

/** 排名走势: the team's place after each round, 1st at the top as a table reads. */
export default function PositionChart({
  points,
  teams,
  color,
}: {
  points: readonly PositionPoint[];
  teams: number;
  color: string;
}) {
  if (points.length < 2) return null;
  return (
    <section className="db-card" data-testid="position-chart">
      <h2>排名走势</h2>
      <ResponsiveContainer width="100%" height={220} initialDimension={{ width: 600, height: 220 }}>
        <LineChart data={[...points]} margin={{ top: 10, right: 14, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#eef0f2" />
          <XAxis dataKey="round" tick={{ fontSize: 11 }} />
          <YAxis
            reversed
            domain={[1, Math.max(teams, 2)]}
            ticks={placeTicks(Math.max(teams, 2))}
            interval={0}
            width={28}
            tick={{ fontSize: 11 }}
          />
          <Tooltip labelFormatter={(r) => `第${r}轮后`} formatter={(p) => [`第${p}名`, '排名']} />
          <Line
            dataKey="position"
            name="排名"
            stroke={color}
            strokeWidth={2}
            dot={{ r: 2 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </section>
  );
}
