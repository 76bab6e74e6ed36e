import type { Sport } from '@kuyi/shared';
import { NavLink } from 'react-router-dom';
import { scoresPath } from '../../../app/paths.ts';
import { dayLabel, stripDays } from '../model/day.ts';

/**
 * The last (完场) or next (赛程) 7 days and today, as links; a day outside them (a shared link, a typed URL)
 * gets its own tab in date order, dated with its year when that is not this year's.
 */
export default function DateStrip(props: {
  sport: Sport;
  mode: 'end' | 'schedule';
  today: string;
  selected: string;
}) {
  const days = stripDays(props.today, props.mode === 'end' ? -1 : 1);
  if (!days.includes(props.selected)) days.push(props.selected);
  // ISO dates sort as text: oldest first on both tabs.
  days.sort();
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
            <span className="day-date">{day.slice(0, 4) === props.today.slice(0, 4) ? date : day}</span>
            <span className="day-week">{day === props.today ? '今天' : week}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
