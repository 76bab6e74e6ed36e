import { type BasketballState, type MainOdds, oddsChannel } from '@kuyi/shared';
import { useMemo } from 'react';
import type { LiveTransport } from '../../../../lib/live/live-transport.ts';
import { useChannel } from '../../../../lib/live/use-channel.ts';
import { fetchMatchOdds } from '../../../handicap/api/fetch-match-odds.ts';
import { useRest } from '../../../handicap/hooks/use-rest.ts';
import { companiesFromState } from '../../../handicap/model/companies-from-state.ts';
import { type MainOddsTable, mainOddsTable } from '../model/main-odds.ts';

/**
 * The main company's lines of one game, live over `odds:basketball:{id}` (held while the page is open,
 * released on leave). `rowOdds`/`rowClosing` are the match row's lines, shown until the channel answers;
 * `gameState` says whether a live line is still live.
 * The pipeline holds today's games only: when the channel answers with no company (an earlier day's game),
 * one read of `scheduleAddOdds?matchId=` brings the opening and closing lines instead of 初盘 "-".
 */
export function useMainOdds(
  id: string | null,
  rowOdds: MainOdds,
  rowClosing: MainOdds | null | undefined,
  gameState: BasketballState,
  transport?: LiveTransport,
): MainOddsTable {
  const view = useChannel(id ? oddsChannel('basketball', id) : null, transport);
  const state = view.kind === 'live' ? view.state : null;
  const live = useMemo(() => (state ? companiesFromState(state) : null), [state]);
  const archiveKey = id !== null && live !== null && live.length === 0 ? `basketball:${id}` : null;
  const archive = useRest(archiveKey, (signal) => fetchMatchOdds('basketball', id ?? '', signal));
  const archived = archive.kind === 'ok' && archive.data.length > 0 ? archive.data : null;
  const companies = live !== null && live.length > 0 ? live : (archived ?? live);
  return useMemo(
    () => mainOddsTable(companies, rowOdds, rowClosing, gameState),
    [companies, rowOdds, rowClosing, gameState],
  );
}
