import { Link } from 'react-router-dom';

/**
 * A match page's sub-pages (直播 / 分析 / 积分 …) as links, each with its own URL, then 指数 on the odds pages:
 * the football and basketball pages give their own tab list and paths.
 */
export default function MatchTabStrip<K extends string>({
  tabs,
  active,
  tabPath,
  oddsPath,
}: {
  tabs: readonly { key: K; label: string }[];
  active: K;
  tabPath: (tab: K) => string;
  oddsPath: string;
}) {
  return (
    <nav className="fm-tabs" aria-label="比赛页面">
      {tabs.map((t) => (
        <Link
          key={t.key}
          to={tabPath(t.key)}
          className={t.key === active ? 'fm-tab active' : 'fm-tab'}
          aria-current={t.key === active ? 'page' : undefined}
        >
          {t.label}
        </Link>
      ))}
      <Link to={oddsPath} className="fm-tab">
        指数
      </Link>
    </nav>
  );
}
