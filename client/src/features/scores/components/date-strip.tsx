import type { Sport } from '@kuyi/shared';
import { NavLink } from 'react-router-dom';
import { scoresPath } from '../../../app/paths.ts';
import { dayLabel, stripDays } from '../model/day.ts';

/** The last (完场) or next (赛程) 7 days and today, as links. */
export default function DateStrip(props: {
  sport: Sport;
  mode: 'end' | 'schedule';
  today: string;
  selected: string;
}) {
  const days = stripDays(props.today, props.mode === 'end' ? -1 : 1);
  if (props.mode === 'end') days.reverse();
  return (
    <nav className="date-strip" aria-label="选择日期">
      {days.map((day) => {
        const { date, week } = dayLabel(day);
        return (
          <NavLink
            key={day}
            to={scoresPath(props.sport, props.mode, day)}
            className={day === props.selected ? 'day active' : 'day'}
            aria-current={day === props.selected ? 'date' : undefined}
          >
            <span className="day-date">{date}</span>
            <span className="day-week">{day === props.today ? '今天' : week}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
