import type { TechStat } from '@kuyi/shared';
import { useMemo } from 'react';
import { statBars } from '../model/stat-bars.ts';
import './tech-stats.css';

/** 技术统计: every line the feed sends as paired bars growing out from the middle. */
export default function TechStats({ tech }: { tech: Readonly<Record<string, TechStat>> }) {
  const bars = useMemo(() => statBars(tech), [tech]);
  if (bars.length === 0) return <p className="fm-empty">暂无技术统计</p>;
  return (
    <ul className="fm-stats" data-testid="tech-stats">
      {bars.map((b) => (
        <li key={b.key} className="fm-stat" data-stat={b.key}>
          <div className="fm-stat-line">
            <span className="fm-stat-value">
              {b.flag ? b.home > 0 && <i className="fm-flag" title="是" /> : b.homeText}
            </span>
            <span className="fm-stat-label">{b.label}</span>
            <span className="fm-stat-value">
              {b.flag ? b.away > 0 && <i className="fm-flag" title="是" /> : b.awayText}
            </span>
          </div>
          {!b.flag && (
            <div className="fm-bar" aria-hidden="true">
              <span className="fm-bar-half home">
                <i style={{ width: `${b.homeShare * 100}%` }} className={b.lead === 'home' ? 'lead' : ''} />
              </span>
              <span className="fm-bar-half away">
                <i style={{ width: `${b.awayShare * 100}%` }} className={b.lead === 'away' ? 'lead' : ''} />
              </span>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
