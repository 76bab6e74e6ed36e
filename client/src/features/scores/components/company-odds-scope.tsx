import type { Sport } from '@kuyi/shared';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { oddsNameAtom } from '../../../state/app-atoms.ts';
import { type CompanyOddsView, useCompanyOdds } from '../hooks/use-company-odds.ts';
import { CompanyOddsContext } from './company-odds-context.ts';

const LOADING = new Map();

/**
 * Gives the rows below the chosen company's lines for `date` (null: not known yet, so they load). `children`
 * is a render function so the page can put the company switch (which shows loading and errors) in its toolbar.
 */
export default function CompanyOddsScope(props: {
  sport: Sport;
  date: string | null;
  live: boolean;
  /** Another day whose matches the list still shows (see useCompanyOdds). */
  carriedDate?: string | null;
  children: (view: CompanyOddsView) => ReactNode;
}) {
  const companyId = useAtomValue(oddsNameAtom) || null;
  const view = useCompanyOdds(props.sport, props.date, companyId, props.live, props.carriedDate ?? null);
  // While another company's lines load, the cells show "-" rather than the main company's under its name.
  const lines = view.kind === 'ready' ? view.lines : view.kind === 'main' ? null : LOADING;
  return <CompanyOddsContext.Provider value={lines}>{props.children(view)}</CompanyOddsContext.Provider>;
}
