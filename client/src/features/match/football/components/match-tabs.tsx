import { Link } from 'react-router-dom';
import { MATCH_TABS, type MatchTab, matchTabPath, oddsPath } from '../model/match-tabs.ts';

/** 直播 / 分析 / 积分 / 推荐 as links (each sub-page has its own URL), plus 指数 on the odds pages. */
export default function MatchTabs({ id, tab }: { id: string; tab: MatchTab }) {
  return (
    <nav className="fm-tabs" aria-label="比赛页面">
      {MATCH_TABS.map((t) => (
        <Link
          key={t.key}
          to={matchTabPath(id, t.key)}
          className={t.key === tab ? 'fm-tab active' : 'fm-tab'}
          aria-current={t.key === tab ? 'page' : undefined}
        >
          {t.label}
        </Link>
      ))}
      <Link to={oddsPath(id)} className="fm-tab">
        指数
      </Link>
    </nav>
  );
}
