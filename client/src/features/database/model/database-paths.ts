/** Sub-pages of a league or cup season (spec §2): index, goal (让球盘路), shooter (射手榜), size (大小球). */
export const SEASON_TABS = [
  { tab: '', label: '积分赛程' },
  { tab: 'goal', label: '让球盘路' },
  { tab: 'size', label: '大小球' },
  { tab: 'shooter', label: '射手榜' },
] as const;
export type SeasonTab = (typeof SEASON_TABS)[number]['tab'];

export const parseSeasonTab = (raw: string | undefined): SeasonTab | null => {
  const found = SEASON_TABS.find((t) => t.tab === (raw ?? ''));
  return found ? found.tab : null;
};

const seasonPath = (kind: 'league' | 'cup', id: string, season: string | null, tab: SeasonTab = '') => {
  const base = `/database/${kind}/${encodeURIComponent(id)}`;
  if (!season) return tab ? `${base}/${tab}` : base;
  return tab ? `${base}/${season}/${tab}` : `${base}/${season}`;
};

/** /database/league/36, /database/league/36/2025-2026, /database/league/60/2019/size */
export const leaguePath = (id: string, season: string | null = null, tab: SeasonTab = '') =>
  seasonPath('league', id, season, tab);
export const cupPath = (id: string, season: string | null = null, tab: SeasonTab = '') =>
  seasonPath('cup', id, season, tab);

/** "2025-2026" (two years in a row) or "2026"; anything else in the season slot is not a season. */
export function isSeasonLabel(s: string): boolean {
  const m = /^(\d{4})(?:-(\d{4}))?$/.exec(s);
  return m !== null && (m[2] === undefined || Number(m[2]) === Number(m[1]) + 1);
}

/** ":id/:season?/:tab?" with the season optional: "league/36/size" is the tab, not a season. */
export function seasonAndTab(params: { season?: string; tab?: string }) {
  const { season, tab } = params;
  if (season !== undefined && !isSeasonLabel(season) && tab === undefined)
    return { season: null, tab: parseSeasonTab(season) };
  return { season: season ?? null, tab: parseSeasonTab(tab) };
}
