import type { LiveWord } from '@kuyi/shared';
import type { BasketballPlan } from '../basketball/plan-types.ts';
import type { FootballPlan } from '../football/plan-types.ts';
import { buildChangeIndex, type ChangeIndex } from './change-index.ts';
import { assignWordIds } from './word-ids.ts';

/** One date's matches with the indexes the live calls search. */
export interface MatchDay {
  date: string;
  football: FootballPlan[];
  basketball: BasketballPlan[];
  footballById: Map<string, FootballPlan>;
  basketballById: Map<string, BasketballPlan>;
  /** Football commentary of the whole day, sorted by id (= by time). */
  words: LiveWord[];
  footballChanges: ChangeIndex;
  basketballChanges: ChangeIndex;
  footballOdds: ChangeIndex;
  basketballOdds: ChangeIndex;
}

export function assembleDay(date: string, football: FootballPlan[], basketball: BasketballPlan[]): MatchDay {
  return {
    date,
    football,
    basketball,
    footballById: new Map(football.map((p) => [p.id, p])),
    basketballById: new Map(basketball.map((p) => [p.id, p])),
    words: assignWordIds(
      date,
      football.map((p) => ({ matchId: p.id, words: p.words })),
    ),
    footballChanges: buildChangeIndex(football.map((p) => p.changeTimes)),
    basketballChanges: buildChangeIndex(basketball.map((p) => p.changeTimes)),
    footballOdds: buildChangeIndex(football.map((p) => p.odds.times)),
    basketballOdds: buildChangeIndex(basketball.map((p) => p.oddsTimes)),
  };
}
