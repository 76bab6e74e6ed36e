import type { FootballHeader } from '@kuyi/shared';
import type { LiveTransport } from '../../../../lib/live/live-transport.ts';
import { type LiveMatchLoad, type LiveMatchSource, useLiveMatch } from '../../shared/hooks/use-live-match.ts';
import { footballMatchApi } from '../api/football-match-api.ts';
import { headerToState } from '../model/header-state.ts';
import { keepStable, type MatchView, readMatchState } from '../model/match-view.ts';

export type MatchLoad = LiveMatchLoad<MatchView>;

/** A football match: its header, and the commentary ([F3] with a matchId) when the channel cannot answer. */
const footballSource: LiveMatchSource<FootballHeader, MatchView> = {
  sport: 'football',
  header: footballMatchApi.header,
  words: footballMatchApi.words,
  headerToState,
  readState: readMatchState,
  keepStable,
};

/** One football match for its pages: `football:match:{id}`, helped by REST reads (see useLiveMatch). */
export function useMatch(id: string, transport?: LiveTransport): MatchLoad {
  return useLiveMatch(footballSource, id, transport);
}
