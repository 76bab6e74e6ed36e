import type { ScheduleItem } from '@kuyi/shared';
import { kickoffLabel } from '../../../scores/model/status-label.ts';
import { daysBetween } from '../model/line-labels.ts';
import './tables.css';

/** 未来赛程 of one team: date, the fixture, and how many days after this match it comes. */
export default function FixturesList(props: {
  title: string;
  items: readonly ScheduleItem[];
  teamId: string;
  from: number;
}) {
  return (
    <div className="fm-fixtures">
      <h3>{props.title}</h3>
      {props.items.length === 0 ? (
        <p className="fm-empty">暂无后续赛程</p>
      ) : (
        <ul>
          {props.items.map((f) => (
            <li key={f.id}>
              <span className="muted">{kickoffLabel(f.kickoff, true)}</span>
              <span className={f.homeId === props.teamId ? 'fm-me' : ''}>{f.homeName}</span>
              <span className="muted">VS</span>
              <span className={f.awayId === props.teamId ? 'fm-me' : ''}>{f.awayName}</span>
              <span className="fm-gap">相隔{Math.max(0, daysBetween(props.from, f.kickoff))}天</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
