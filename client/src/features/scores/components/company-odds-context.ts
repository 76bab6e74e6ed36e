import { EMPTY_MAIN_ODDS } from '@kuyi/shared';
import { createContext, useContext } from 'react';
import type { CompanyLinesById } from '../api/fetch-company-odds.ts';
import type { RowLines } from '../model/list-odds.ts';

/** The chosen company's lines by match id; null while the rows' own (main company) lines apply. */
export const CompanyOddsContext = createContext<CompanyLinesById | null>(null);

const NOT_QUOTED: RowLines = { odds: EMPTY_MAIN_ODDS, closing: null };

/**
 * The lines a row shows: the chosen company's, or "-" where it does not quote the match (never the main
 * company's lines under another company's name).
 */
export function useRowLines(id: string, own: RowLines): RowLines {
  const company = useContext(CompanyOddsContext);
  if (!company) return own;
  return company.get(id) ?? NOT_QUOTED;
}
