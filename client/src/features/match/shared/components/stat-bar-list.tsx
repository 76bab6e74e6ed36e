import type { StatBar } from '../../football/model/stat-bars.ts';

/**
 * Paired bars growing out from the middle, one a stat (styles in football/components/tech-stats.css): the
 * football page's 技术统计 and the basketball page's 球队统计. A flag line (先开球 …) is a mark on the side that
 * did it instead of numbers and a bar. `empty` is said when there are no bars.
 */
export default function StatBarList({
  bars,
  empty,
  testId,
}: {
  bars: readonly StatBar[];
  empty: string;
  testId: string;
}) {
  if (bars.length === 0) return <p className="fm-empty">{empty}</p>;
  return (
    <ul className="fm-stats" data-testid={testId}>
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
