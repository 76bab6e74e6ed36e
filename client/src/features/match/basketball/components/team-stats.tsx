import type { TechStat } from '@kuyi/shared';
import { memo, useMemo } from 'react';
import { teamStatBars } from '../model/team-stats.ts';
import '../../football/components/tech-stats.css';

/** 球队统计: the feed's team totals as paired bars growing out from the middle (the football page's look). */
function TeamStats({ tech }: { tech: Readonly<Record<string, TechStat>> }) {
  const bars = useMemo(() => teamStatBars(tech), [tech]);
  if (bars.length === 0) return <p className="fm-empty">暂无球队统计</p>;
  return (
    <ul className="fm-stats" data-testid="team-stats">
      {bars.map((b) => (
        <li key={b.key} className="fm-stat" data-stat={b.key}>
          <div className="fm-stat-line">
            <span className="fm-stat-value">{b.homeText}</span>
            <span className="fm-stat-label">{b.label}</span>
            <span className="fm-stat-value">{b.awayText}</span>
          </div>
          <div className="fm-bar" aria-hidden="true">
            <span className="fm-bar-half home">
              <i style={{ width: `${b.homeShare * 100}%` }} className={b.lead === 'home' ? 'lead' : ''} />
            </span>
            <span className="fm-bar-half away">
              <i style={{ width: `${b.awayShare * 100}%` }} className={b.lead === 'away' ? 'lead' : ''} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default memo(TeamStats);
