import type { CompetitionInfo } from '@kuyi/shared';
import { Link, useNavigate } from 'react-router-dom';
import { seasonsNewestFirst } from '../../model/season-range.ts';
import { BASKETBALL_TABS, type BasketballTab, basketballPath } from '../model/basketball-paths.ts';

/**
 * League name, the season picker and the tabs (积分榜, 赛程赛果, 球队统计) of a basketball season; the football
 * pages' header (season-header.tsx) with basketball's tabs and addresses. Picking a season changes the URL.
 */
export default function BasketballSeasonHeader({
  info,
  season,
  urlSeason,
  tab,
}: {
  info: CompetitionInfo;
  season: string;
  /** The season as the address names it (null: the current one); the tabs keep it so they read nothing again. */
  urlSeason: string | null;
  tab: BasketballTab;
}) {
  const navigate = useNavigate();
  // [T2] Newest first, the current season marked, as on the football pages.
  const seasons = seasonsNewestFirst(info.seasons?.length ? info.seasons : [info.currentSeason]);
  return (
    <header className="db-head">
      <div className="db-title-row">
        <Link to="/database" className="db-back">
          资料库
        </Link>
        <h1 className="db-title" style={{ borderColor: info.color }}>
          {info.name}
          <small>{info.alias}</small>
        </h1>
        <label className="db-season">
          赛季
          <select
            aria-label="赛季"
            value={season}
            onChange={(e) => navigate(basketballPath(info.id, e.target.value, tab))}
          >
            {seasons.map((s) => (
              <option key={s} value={s}>
                {s === info.currentSeason ? `${s}（本赛季）` : s}
              </option>
            ))}
          </select>
        </label>
      </div>
      <nav className="db-tabs" aria-label="资料分类">
        {BASKETBALL_TABS.map((t) => (
          <Link
            key={t.tab}
            to={basketballPath(info.id, urlSeason, t.tab)}
            className={t.tab === tab ? 'db-tab active' : 'db-tab'}
            aria-current={t.tab === tab ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
    </header>
  );
}
