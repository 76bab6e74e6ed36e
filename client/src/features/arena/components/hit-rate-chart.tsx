import type { ArenaPick } from '@kuyi/shared';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Cumulative hit rate by match day (赢/赢半 count as hits, 走 is left out), oldest first. */
export function hitRateSeries(picks: ArenaPick[]): { day: string; rate: number }[] {
  const settled = picks
    .filter((p) => p.status === 'settled' && p.result)
    .sort((a, b) => a.kickoff - b.kickoff || a.id - b.id);
  const out: { day: string; rate: number }[] = [];
  let hits = 0;
  let decided = 0;
  for (const p of settled) {
    if (p.result === 'push') continue;
    decided += 1;
    if (p.result === 'win' || p.result === 'half_win') hits += 1;
    const point = { day: p.matchDay.slice(5), rate: Math.round((hits / decided) * 1000) / 10 };
    if (out.at(-1)?.day === point.day) out[out.length - 1] = point;
    else out.push(point);
  }
  return out;
}

export function HitRateChart({ picks }: { picks: ArenaPick[] }) {
  const data = hitRateSeries(picks);
  if (data.length < 2) return <p className="arena-empty">已结算的推荐不足两天，暂无走势图</p>;
  return (
    <div className="arena-chart" role="img" aria-label="命中率走势">
      <ResponsiveContainer width="100%" height={220}>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis domain={[0, 100]} unit="%" />
          <Tooltip formatter={(v) => [`${v}%`, '累计命中率']} />
          <Line type="monotone" dataKey="rate" stroke="#e4393c" dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
