import type { BasketballHeader } from '@kuyi/shared';
import type { LiveTransport } from '../../../../lib/live/live-transport.ts';
import { type LiveMatchLoad, type LiveMatchSource, useLiveMatch } from '../../shared/hooks/use-live-match.ts';
import { basketballMatchApi } from '../api/basketball-match-api.ts';
import {
  type BasketballView,
  headerToState,
  keepStable,
  readBasketballState,
} from '../model/basketball-view.ts';

export type BasketballLoad = LiveMatchLoad<BasketballView>;

/** A basketball game: its header (row, team totals, box score), and the play-by-play when the channel cannot answer. */
const basketballSource: LiveMatchSource<BasketballHeader, BasketballView> = {
  sport: 'basketball',
  header: basketballMatchApi.header,
  words: basketballMatchApi.technic,
  headerToState,
  readState: readBasketballState,
  keepStable,
};

/** One basketball game for its page: `basketball:match:{id}`, helped by REST reads (see useLiveMatch). */
export function useBasketballMatch(id: string, transport?: LiveTransport): BasketballLoad {
  return useLiveMatch(basketballSource, id, transport);
}
