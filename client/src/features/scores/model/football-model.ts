import { type FootballMatch, FootballState } from '@kuyi/shared';
import type { Highlight, RowModel } from '../../../lib/live/row-store.ts';
import { oddsHighlights } from './odds-highlights.ts';

/** A goal or red card keeps its row highlighted this long: long enough to notice on a glance back. */
export const GOAL_FLASH_MS = 15_000;
export const RED_FLASH_MS = 15_000;

/** What the football table needs to know when a row changes. */
export const footballModel: RowModel<FootballMatch> = {
  structureKey: (m) => `${m.state}|${m.kickoff}|${m.leagueId}`,
  isFinished: (m) => m.state === FootballState.Finished,
  detect(prev, next) {
    const out: Highlight[] = [];
    const id = next.id;
    // Scores can go down (VAR); only a rise is a goal.
    if (next.homeScore > prev.homeScore) out.push({ id, key: 'goal', value: 'home', ttl: GOAL_FLASH_MS });
    if (next.awayScore > prev.awayScore) out.push({ id, key: 'goal', value: 'away', ttl: GOAL_FLASH_MS });
    if (next.homeRed > prev.homeRed) out.push({ id, key: 'red', value: 'home', ttl: RED_FLASH_MS });
    if (next.awayRed > prev.awayRed) out.push({ id, key: 'red', value: 'away', ttl: RED_FLASH_MS });
    if (next.homeCorner !== prev.homeCorner || next.awayCorner !== prev.awayCorner)
      out.push({ id, key: 'corner', value: 'new', ttl: 5_000 });
    out.push(...oddsHighlights(id, prev.odds, next.odds));
    return out;
  },
};
