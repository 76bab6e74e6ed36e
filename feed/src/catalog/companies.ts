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

export const COMPANIES: readonly Company[] = [
  { id: '1', name: '澳门', margin: 0.07, bias: 0.02 },
  { id: '3', name: '皇冠', margin: 0.05, bias: -0.01 },
  { id: '8', name: '365', margin: 0.06, bias: 0.0 },
  { id: '12', name: '易胜博', margin: 0.055, bias: 0.015 },
  { id: '14', name: '韦德', margin: 0.08, bias: -0.02 },
  { id: '17', name: '明陞', margin: 0.045, bias: 0.01 },
];

/** The company whose live lines a list row shows. */
export const MAIN_COMPANY_ID = '1';
