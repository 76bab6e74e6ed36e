import type { CompetitionInfo } from '@kuyi/shared';
import { Link, useNavigate } from 'react-router-dom';
import { cupPath, leaguePath, SEASON_TABS, type SeasonTab } from '../model/database-paths.ts';
import { seasonsNewestFirst } from '../model/season-range.ts';

/**
 * Competition name, the season picker and the sub-page tabs of a season page, whatever its sport: the tabs and
 * addresses are the caller's. Picking a season changes the URL; the tabs link to `tabSeason` (the season as the
 * address names it, null for the current one).
 */
export function SeasonHeaderFrame<T extends string>({
  info,
  season,
  tabSeason,
  tab,
  tabs,
  pathFor,
}: {
  info: CompetitionInfo;
  season: string;
  tabSeason: string | null;
  tab: T;
  tabs: readonly { tab: T; label: string }[];
  pathFor: (season: string | null, tab: T) => string;
}) {
  const navigate = useNavigate();
  // [T2] Newest first, whatever order the answer has them in; the current season is marked.
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
          <select aria-label="赛季" value={season} onChange={(e) => navigate(pathFor(e.target.value, tab))}>
            {seasons.map((s) => (
              <option key={s} value={s}>
                {s === info.currentSeason ? `${s}（本赛季）` : s}
              </option>
            ))}
          </select>
        </label>
      </div>
      <nav className="db-tabs" aria-label="资料分类">
        {tabs.map((t) => (
          <Link
            key={t.tab}
            to={pathFor(tabSeason, t.tab)}
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

/** A football league or cup season's header: its tabs are 积分赛程, 让球盘路, 大小球, 射手榜. */
export default function SeasonHeader({
  info,
  season,
  tab,
}: {
  info: CompetitionInfo;
  season: string;
  tab: SeasonTab;
}) {
  const path = info.kind === 'cup' ? cupPath : leaguePath;
  return (
    <SeasonHeaderFrame
      info={info}
      season={season}
      tabSeason={season}
      tab={tab}
      tabs={SEASON_TABS}
      pathFor={(s, t) => path(info.id, s, t)}
    />
  );
}
