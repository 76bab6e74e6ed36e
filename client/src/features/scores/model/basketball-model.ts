import { type BasketballMatch, BasketballState } from '@kuyi/shared';
import type { Highlight, RowModel } from '../../../lib/live/row-store.ts';
import { oddsHighlights } from './odds-highlights.ts';

/** Basketball scores every few seconds: a short flash on the side that scored, no sound. */
export const SCORE_FLASH_MS = 3_000;

export const basketballModel: RowModel<BasketballMatch> = {
  structureKey: (m) => `${m.state}|${m.kickoff}|${m.leagueId}`,
  isFinished: (m) => m.state === BasketballState.Finished,
  detect(prev, next) {
    const out: Highlight[] = [];
    const id = next.id;
    if (next.homeScore > prev.homeScore)
      out.push({ id, key: 'score.home', value: 'up', ttl: SCORE_FLASH_MS });
    if (next.awayScore > prev.awayScore)
      out.push({ id, key: 'score.away', value: 'up', ttl: SCORE_FLASH_MS });
    out.push(...oddsHighlights(id, prev.odds, next.odds));
    return out;
  },
};
