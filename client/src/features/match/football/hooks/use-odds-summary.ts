import type { FootballState } from '@kuyi/shared';
import { useMemo } from 'react';
import type { LiveTransport } from '../../../../lib/live/live-transport.ts';
import { useMatchCompanies } from '../../../handicap/hooks/use-match-companies.ts';
import { type OddsSummary, oddsSummary } from '../model/odds-summary.ts';

export type OddsSummaryLoad =
  | { kind: 'loading' }
  | { kind: 'error'; msg: string; retry: () => void }
  | { kind: 'ready'; summary: OddsSummary };

/**
 * The 指数 panel's data: the odds centre's own read of one match (useMatchCompanies: `odds:football:{id}` on
 * the page's transport while the panel is shown, one [F4] `odds?matchId=` read when the channel is empty,
 * refuses or stays silent). No company is 暂无指数; a failed read offers 重试.
 */
export function useOddsSummary(id: string, state: FootballState, transport?: LiveTransport): OddsSummaryLoad {
  const odds = useMatchCompanies('football', id, true, transport);
  const summary = useMemo(() => oddsSummary(id, odds.companies, state), [id, odds.companies, state]);
  if (odds.companies.length > 0) return { kind: 'ready', summary };
  if (odds.loading) return { kind: 'loading' };
  if (odds.error !== null) return { kind: 'error', msg: odds.error, retry: odds.retry };
  return { kind: 'ready', summary };
}
