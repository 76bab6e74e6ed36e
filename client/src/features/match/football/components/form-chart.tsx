import { useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formPoints } from '../model/form-points.ts';
import type { TeamResult } from '../model/team-record.ts';
import './charts.css';

const HOME_COLOUR = '#d4380d';
const AWAY_COLOUR = '#1f5fae';

/** 近期走势: both teams' points added up over their last ten matches; the steeper line is in better form. */
export default function FormChart(props: {
  home: readonly TeamResult[];
  away: readonly TeamResult[];
  homeName: string;
  awayName: string;
}) {
  const data = useMemo(() => formPoints(props.home, props.away), [props.home, props.away]);
  if (data.length < 2) return null;
  return (
    <figure className="fm-form-chart" data-testid="form-chart">
      <LineChart
        responsive
        style={{ width: '100%', height: 220 }}
        data={data}
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke="#eee" />
        <XAxis dataKey="n" tickFormatter={(n) => `第${n}场`} fontSize={11} />
        <YAxis allowDecimals={false} width={32} fontSize={11} />
        <Tooltip
          labelFormatter={(n) => `近况第${n}场（由远及近）`}
          formatter={(value, name, item) => {
            const p = item.payload as (typeof data)[number];
            const label = name === props.homeName ? p.homeLabel : p.awayLabel;
            return [`${value}分 · ${label ?? ''}`, String(name)];
          }}
        />
        <Legend />
        <Line
          type="monotone"
          dataKey="home"
          name={props.homeName}
          stroke={HOME_COLOUR}
          isAnimationActive={false}
          connectNulls
        />
        <Line
          type="monotone"
          dataKey="away"
          name={props.awayName}
          stroke={AWAY_COLOUR}
          isAnimationActive={false}
          connectNulls
        />
      </LineChart>
      <figcaption className="muted">累计积分（胜3平1负0），线越陡近况越好</figcaption>
    </figure>
  );
}
