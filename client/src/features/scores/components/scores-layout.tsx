import { NavLink, Outlet } from 'react-router-dom';
import { scoresPath } from '../../../app/paths.ts';
import type { OrderableRow } from '../model/order-rows.ts';
import type { SportConfig } from '../model/sport-config.ts';
import './score-page.css';

/** /football and /basketball: the three tabs over the day's table. */
export default function ScoresLayout<T extends OrderableRow>({ config }: { config: SportConfig<T> }) {
  const tab = ({ isActive }: { isActive: boolean }) => (isActive ? 'tab active' : 'tab');
  return (
    <div className="scores-page">
      <div className="scores-tabs">
        <h1 className="scores-title">{config.title}比分</h1>
        <NavLink end to={scoresPath(config.sport)} className={tab}>
          即时比分
        </NavLink>
        <NavLink to={scoresPath(config.sport, 'end')} className={tab}>
          完场比分
        </NavLink>
        <NavLink to={scoresPath(config.sport, 'schedule')} className={tab}>
          未来赛程
        </NavLink>
      </div>
      <Outlet />
    </div>
  );
}
