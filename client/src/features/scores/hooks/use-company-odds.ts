import type { Sport } from '@kuyi/shared';
import { useEffect, useMemo, useState } from 'react';
import { type CompanyLinesById, fetchCompanyOdds } from '../api/fetch-company-odds.ts';

/**
 * Another company's lines arrive over the cached `/sc/api` proxy, not the socket: the list channel carries
 * the main company only (one company's moves are what most fans watch, and six would multiply every patch).
 * Refreshed this often while a live page is open; titan007 refreshes its company files about as often.
 */
export const COMPANY_REFRESH_MS = 15_000;

export type CompanyOddsView =
  | { kind: 'main' }
  | { kind: 'loading' }
  | { kind: 'ready'; lines: CompanyLinesById }
  | { kind: 'error'; msg: string };

/**
 * `companyId` empty or null → the rows' own (main company) lines; `date` null → loading, nothing asked yet.
 * `carriedDate`: another day whose matches the list still shows (yesterday's in play after midnight); its
 * lines are read beside the day's and join them as they come, never holding up the day's own.
 */
export function useCompanyOdds(
  sport: Sport,
  date: string | null,
  companyId: string | null,
  refresh: boolean,
  carriedDate: string | null = null,
): CompanyOddsView {
  const view = useDayLines(sport, date, companyId, refresh);
  const carried = useDayLines(sport, carriedDate, carriedDate ? companyId : null, refresh);
  return useMemo(() => {
    if (view.kind !== 'ready' || carried.kind !== 'ready') return view;
    // The day's own lines win where a match is in both answers.
    return { kind: 'ready', lines: new Map([...carried.lines, ...view.lines]) };
  }, [view, carried]);
}

function useDayLines(
  sport: Sport,
  date: string | null,
  companyId: string | null,
  refresh: boolean,
): CompanyOddsView {
  const [view, setView] = useState<CompanyOddsView>({ kind: 'main' });
  useEffect(() => {
    if (!companyId) {
      setView({ kind: 'main' });
      return;
    }
    setView({ kind: 'loading' });
    if (date === null) return;
    const abort = new AbortController();
    const load = () =>
      fetchCompanyOdds(sport, date, companyId, abort.signal).then(
        (res) =>
          // A failed refresh keeps the lines already on screen.
          setView((prev) =>
            res.ok
              ? { kind: 'ready', lines: res.data }
              : prev.kind === 'ready'
                ? prev
                : { kind: 'error', msg: res.msg },
          ),
        () => {},
      );
    load();
    const timer = refresh ? setInterval(load, COMPANY_REFRESH_MS) : undefined;
    return () => {
      abort.abort();
      clearInterval(timer);
    };
  }, [sport, date, companyId, refresh]);
  return view;
}
