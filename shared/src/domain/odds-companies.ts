/**
 * The bookmakers the score centre quotes, by titan007 id. List rows show the main company's lines; the
 * spec's `oddsName` setting picks another one for the three odds columns.
 */
export const ODDS_COMPANIES = [
  { id: '1', name: '澳门' },
  { id: '3', name: '皇冠' },
  { id: '8', name: '365' },
  { id: '12', name: '易胜博' },
  { id: '14', name: '韦德' },
  { id: '17', name: '明陞' },
] as const;

export type OddsCompanyId = (typeof ODDS_COMPANIES)[number]['id'];

/** The company whose lines list rows carry. */
export const MAIN_ODDS_COMPANY_ID: OddsCompanyId = '1';
