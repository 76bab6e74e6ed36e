import type { CompetitionInfo, DatabaseIndex } from '@kuyi/shared';

/**
 * The index filtered by a search: a competition matches when its Chinese name, English alias or region
 * contains the text (case-insensitive); regions left empty drop out. An empty search keeps everything.
 */
export function searchCompetitions(
  index: DatabaseIndex,
  text: string,
): { region: string; competitions: CompetitionInfo[] }[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return index.regions;
  const hit = (c: CompetitionInfo) =>
    [c.name, c.alias, c.region].some((s) => s.toLowerCase().includes(needle));
  return index.regions
    .map((r) => ({ region: r.region, competitions: r.competitions.filter(hit) }))
    .filter((r) => r.competitions.length > 0);
}
