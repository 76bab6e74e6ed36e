import type { BasketballPlan } from '../basketball/plan-types.ts';
import type { SimClock } from '../clock/sim-clock.ts';
import type { FootballPlan } from '../football/plan-types.ts';
import { matchStateAt } from '../football/state-at.ts';
import { isArchiveMatchId } from '../sources/archive-id.ts';
import type { Source } from '../sources/source.ts';
import { dateFromMatchId } from '../sources/synthetic-football.ts';
import { addDays, dateOf } from '../util/day-time.ts';
import { assembleDay, type MatchDay } from './match-day.ts';

/** Days kept in memory; the live pair plus a few dates pages asked for. */
const MAX_DAYS = 6;

/**
 * The feed's view of time and matches: days are built on first use and kept in a small LRU. At any
 * instant the live calls look at the current Beijing date and the one before it, so matches that started
 * before midnight stay visible until they end and the new day appears at midnight.
 */
export class World {
  private readonly days = new Map<string, MatchDay>();
  /** Matches of real past seasons the database lists, each in a day of its own (sources/archive.ts). */
  private archive: (id: string) => MatchDay | undefined = () => undefined;

  constructor(
    readonly source: Source,
    readonly clock: SimClock,
  ) {
    source.catalog.bindLive?.((id, date, t) => this.liveFootballState(id, date, t));
  }

  day(date: string): MatchDay {
    const hit = this.days.get(date);
    if (hit) {
      this.days.delete(date);
      this.days.set(date, hit);
      return hit;
    }
    const built = this.source.buildDay(date);
    const day = assembleDay(date, built.football, built.basketball);
    this.days.set(date, day);
    while (this.days.size > MAX_DAYS) {
      const oldest = this.days.keys().next().value;
      if (oldest === undefined) break;
      this.days.delete(oldest);
    }
    return day;
  }

  /** The previous and the current date at t, oldest first. */
  activeDays(t: number): MatchDay[] {
    const today = dateOf(t);
    return [this.day(addDays(today, -1)), this.day(today)];
  }

  /** State of a football match at t when its day is one of the live ones at t; null otherwise. */
  liveFootballState(id: string, date: string, t: number): number | null {
    const today = dateOf(t);
    if (date !== today && date !== addDays(today, -1)) return null;
    const plan = this.day(date).footballById.get(id);
    return plan ? matchStateAt(plan, t).state : null;
  }

  bindArchive(find: (id: string) => MatchDay | undefined): void {
    this.archive = find;
  }

  /** The day that holds a football match: its date's, or for a real past season's match its own. */
  footballDay(id: string): MatchDay | undefined {
    // A real season's match with no page (full time only) is no day's either.
    if (isArchiveMatchId(id)) return this.archive(id);
    const date = dateFromMatchId(id);
    return date ? this.day(date) : undefined;
  }

  football(id: string): FootballPlan | undefined {
    return this.footballDay(id)?.footballById.get(id);
  }

  basketball(id: string): BasketballPlan | undefined {
    const date = dateFromMatchId(id);
    return date ? this.day(date).basketballById.get(id) : undefined;
  }
}
