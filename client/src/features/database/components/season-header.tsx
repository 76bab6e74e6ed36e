import type { CompetitionInfo } from '@kuyi/shared';
import { Link, useNavigate } from 'react-router-dom';
import { cupPath, leaguePath, SEASON_TABS, type SeasonTab } from '../model/database-paths.ts';
import { seasonsNewestFirst } from '../model/season-range.ts';

/** Competition name, the season picker and the sub-page tabs of a league or cup season. */
export default function SeasonHeader({
  info,
  season,
  tab,
}: {
  info: CompetitionInfo;
  season: string;
  tab: SeasonTab;
}) {
  const navigate = useNavigate();
  const path = info.kind === 'cup' ? cupPath : leaguePath;
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
          <select
            aria-label="赛季"
            value={season}
            onChange={(e) => navigate(path(info.id, e.target.value, tab))}
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
        {SEASON_TABS.map((t) => (
          <Link
            key={t.tab}
            to={path(info.id, season, t.tab)}
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
