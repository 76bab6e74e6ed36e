import { MAIN_ODDS_COMPANY_ID, ODDS_COMPANIES, type OddsCompanyId } from '@kuyi/shared';

/**
 * Bookmakers shown on the odds pages, titan007 ids and names. `margin` is each company's overround
 * (2–12 % by rule, so they sit inside it with room for rounding); `bias` tilts its view of the home side.
 */
export interface Company {
  id: string;
  name: string;
  margin: number;
  bias: number;
}

/** Each company's pricing character; names and ids are the shared list (ODDS_COMPANIES). */
const TUNING: Record<OddsCompanyId, { margin: number; bias: number }> = {
  '1': { margin: 0.07, bias: 0.02 },
  '3': { margin: 0.05, bias: -0.01 },
  '8': { margin: 0.06, bias: 0.0 },
  '12': { margin: 0.055, bias: 0.015 },
  '14': { margin: 0.08, bias: -0.02 },
  '17': { margin: 0.045, bias: 0.01 },
};

export const COMPANIES: readonly Company[] = ODDS_COMPANIES.map((c) => ({ ...c, ...TUNING[c.id] }));

/** The company whose live lines a list row shows. */
export const MAIN_COMPANY_ID: string = MAIN_ODDS_COMPANY_ID;
