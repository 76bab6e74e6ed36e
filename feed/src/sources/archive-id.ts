import { matchId } from './synthetic-football.ts';

/**
 * Ids of the matches of real past seasons (history-data.ts): `8` + the day id's `YYMMDD` (the file's date) +
 * competition + index, twelve digits. A day's own matches (every source, football and basketball) have eleven,
 * so a real season's match never takes the id of a generated or replayed one: before, 利物浦–埃弗顿 of
 * 20 Sep 2025 was 25092003600, the id the synthetic day of that date gives its own 西汉姆联–阿森纳.
 */
export const archiveMatchId = (date: string, leagueId: string, index: number): string =>
  `8${matchId(date, leagueId, index)}`;

export const isArchiveMatchId = (id: string): boolean => /^8\d{11}$/.test(id);
