import { type MainOdds, oddsChannel } from '@kuyi/shared';
import { useMemo } from 'react';
import type { LiveTransport } from '../../../../lib/live/live-transport.ts';
import { useChannel } from '../../../../lib/live/use-channel.ts';
import { companiesFromState } from '../../../handicap/model/companies-from-state.ts';
import { type MainOddsTable, mainOddsTable } from '../model/main-odds.ts';

/**
 * The main company's lines of one game, live over `odds:basketball:{id}` (held while the page is open,
 * released on leave). `rowOdds`/`rowClosing` are the match row's lines, shown until the channel answers.
 */
export function useMainOdds(
  id: string | null,
  rowOdds: MainOdds,
  rowClosing: MainOdds | null | undefined,
  transport?: LiveTransport,
): MainOddsTable {
  const view = useChannel(id ? oddsChannel('basketball', id) : null, transport);
  const state = view.kind === 'live' ? view.state : null;
  const companies = useMemo(() => (state ? companiesFromState(state) : null), [state]);
  return useMemo(() => mainOddsTable(companies, rowOdds, rowClosing), [companies, rowOdds, rowClosing]);
}
