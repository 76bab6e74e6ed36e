import type { Sport } from '@kuyi/shared';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { HistoryRow } from '../model/history-rows.ts';
import { cellLabels, MARKET_KIND, type MarketKey } from '../model/market-cells.ts';

const COLOR: Record<string, string> = {
  home: '#d4380d',
  over: '#d4380d',
  draw: '#7a7a7a',
  away: '#1f5fae',
  under: '#1f5fae',
  line: '#b8860b',
};

/**
 * A company's prices over time, oldest at the left. 欧赔 uses a log scale: late in a match one price runs to
 * 50 or 100 while another sits near 1, and a linear axis would flatten both. Handicap and total lines are a
 * dashed step on their own axis, so a line move explains the jump in water next to it.
 */
export default function HistoryChart({
  rows,
  market,
  sport,
}: {
  rows: readonly HistoryRow[];
  market: MarketKey;
  sport: Sport;
}) {
  const first = rows[0];
  if (!first) return null;
  const labels = cellLabels(market, sport);
  const names = Object.fromEntries(first.cells.map((c, i) => [c.key, labels[i] ?? c.key]));
  const keys = first.cells.map((c) => c.key);
  const data = rows.map((r) => ({
    time: r.time,
    ...Object.fromEntries(r.cells.map((c) => [c.key, c.value])),
    lineText: r.cells.find((c) => c.key === 'line')?.text ?? '',
  }));
  const euro = MARKET_KIND[market] === 'euro';
  const hasLine = keys.includes('line');
  return (
    <div className="hc-chart" data-testid="handicap-chart">
      <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 600, height: 260 }}>
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#eef0f2" />
          <XAxis dataKey="time" tick={{ fontSize: 11 }} minTickGap={24} />
          <YAxis
            yAxisId="price"
            width={44}
            tick={{ fontSize: 11 }}
            scale={euro ? 'log' : 'auto'}
            domain={['auto', 'auto']}
          />
          {hasLine && (
            <YAxis
              yAxisId="line"
              orientation="right"
              width={40}
              tick={{ fontSize: 11 }}
              domain={['auto', 'auto']}
            />
          )}
          <Tooltip
            formatter={(value, name, item) =>
              item?.dataKey === 'line'
                ? [(item.payload as { lineText: string }).lineText, name]
                : [value, name]
            }
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {keys
            .filter((k) => k !== 'line')
            .map((k) => (
              <Line
                key={k}
                yAxisId="price"
                type="linear"
                dataKey={k}
                name={names[k]}
                stroke={COLOR[k]}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          {hasLine && (
            <Line
              yAxisId="line"
              type="stepAfter"
              dataKey="line"
              name={names.line}
              stroke={COLOR.line}
              strokeDasharray="4 3"
              dot={false}
              isAnimationActive={false}
            />
          )}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
