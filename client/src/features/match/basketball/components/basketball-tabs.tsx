import { Link } from 'react-router-dom';
import { handicapPath } from '../model/main-odds.ts';
import { BASKETBALL_TABS, type BasketballTab, basketballTabPath } from '../model/page-path.ts';

/** 直播 / 分析 / 积分 as links (each sub-page has its own URL), plus 指数 on the odds centre. */
export default function BasketballTabs({ id, tab }: { id: string; tab: BasketballTab }) {
  return (
    <nav className="fm-tabs" aria-label="比赛页面">
      {BASKETBALL_TABS.map((t) => (
        <Link
          key={t.key}
          to={basketballTabPath(id, t.key)}
          className={t.key === tab ? 'fm-tab active' : 'fm-tab'}
          aria-current={t.key === tab ? 'page' : undefined}
        >
          {t.label}
        </Link>
      ))}
      <Link to={handicapPath(id)} className="fm-tab">
        指数
      </Link>
    </nav>
  );
}
