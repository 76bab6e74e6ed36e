import { daysBetween, type FootballMatch, FootballState, matchDay } from '@kuyi/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { type PassGate, type PassScope, repeatLeaderPasses } from '../jobs/finish-watch.ts';
import type { Repeating } from '../jobs/repeat-every.ts';
import type { Logger } from '../logger.ts';
import { arenaPicks } from './arena-schema.ts';
import { type SettleOptions, settleMatch } from './arena-settlement.ts';
import { isFinished, isVoided, type MatchSource } from './match-source.ts';

/**
 * Watches the matches that still have pending picks and settles each once it reaches its final state. Every
 * replica may run one: settleMatch's conditional update makes a second settler a no-op, so no leader is
 * needed. A full tick reads each pending match day once from the feed ([F1]) and asks the match itself ([F5])
 * only for matches missing from their day's list; a tick over the matches that just ended asks each of those
 * with pending picks ([F5]) and reads no day.
 */
/**
 * Days after its match day a pick still pending (its match 待定, 中断 or gone from the feed) is void and its
 * buyers refunded, as a bookmaker voids a match not played within days: escrow was otherwise held for good.
 */
export const PENDING_DAYS_MAX = 7;

export interface SettlerOptions extends SettleOptions {
  /**
   * The upstream's clock (LiveTap.feedNow), on which match days are: a replayed past day must not look a
   * week old and void picks on matches not yet played. `now` (then the wall clock) when left out.
   */
  feedNow?: () => number;
  /**
   * Whether `feedNow` is the feed's clock yet: a new leader's first pass can run before its first poll
   * answers, when `feedNow` is still the wall clock, days after a replayed day. No pick is voided as a
   * week late until it is. Default: always.
   */
  feedClockKnown?: () => boolean;
  /** Told after a pass that settled or voided picks (the arena drops its cached round tables). */
  onSettled?: () => void;
}

export class ArenaSettler {
  private job: Repeating | null = null;

  constructor(
    private readonly db: Database,
    private readonly source: MatchSource,
    private readonly logger: Logger,
    private readonly opts: SettlerOptions = {},
  ) {}

  /**
   * One pass over every pending pick, or (`scope` a set of match ids) over the pending picks of those
   * matches; answers how many picks it settled and voided.
   */
  async tick(scope: PassScope = 'all'): Promise<{ settled: number; voided: number }> {
    const total = { settled: 0, voided: 0 };
    if (scope !== 'all' && scope.size === 0) return total;
    const pending = await this.db
      .selectDistinct({ matchId: arenaPicks.matchId, matchDay: arenaPicks.matchDay })
      .from(arenaPicks)
      .where(
        and(
          eq(arenaPicks.status, 'pending'),
          scope === 'all' ? undefined : inArray(arenaPicks.matchId, [...scope]),
        ),
      );
    const byDay = new Map<string, Set<string>>();
    for (const p of pending) byDay.set(p.matchDay, (byDay.get(p.matchDay) ?? new Set()).add(p.matchId));
    for (const [day, ids] of byDay) {
      const rows = new Map<string, FootballMatch>();
      if (scope === 'all') {
        try {
          for (const m of await this.source.day(day)) if (ids.has(m.id)) rows.set(m.id, m);
        } catch (err) {
          this.logger.warn({ err, day }, 'arena settler: day read failed');
        }
      }
      const longAgo =
        (this.opts.feedClockKnown?.() ?? true) &&
        daysBetween(day, matchDay(this.feedNow())) > PENDING_DAYS_MAX;
      for (const id of ids) {
        const read = rows.get(id) ?? (await this.source.match(id).catch(() => null));
        let match: Parameters<typeof settleMatch>[1];
        if (read && (isFinished(read) || isVoided(read))) match = read;
        else if (longAgo) {
          // Still 待定 or 中断, or no longer known upstream, a week on: the buyers' money is not held for ever.
          match = {
            id,
            state: FootballState.Cancelled,
            homeScore: 0,
            awayScore: 0,
            regular: null,
            homePenalty: null,
          };
          this.logger.warn(
            { matchId: id, day },
            'arena settler: a pending match never ended; its picks are void',
          );
        } else continue;
        const moved = await settleMatch(this.db, match, this.opts);
        total.settled += moved.settled;
        total.voided += moved.voided;
      }
    }
    if (total.settled || total.voided) {
      this.logger.info(total, 'arena picks settled');
      this.opts.onSettled?.();
    }
    return total;
  }

  /**
   * Runs `tick` every `intervalMs` on the leading replica (`isLeader`; always when left out). With `gate`
   * (finish-watch.ts), a turn passes only when a match ended since the last pass (over those matches), or a
   * full pass is owed.
   */
  start(intervalMs: number, isLeader?: () => boolean, gate?: PassGate): void {
    this.job ??= repeatLeaderPasses(intervalMs, (scope) => this.tick(scope), {
      onError: (err) => this.logger.warn({ err }, 'arena settler tick failed'),
      isLeader,
      gate,
    });
  }

  private feedNow(): number {
    return (this.opts.feedNow ?? this.opts.now ?? Date.now)();
  }

  async stop(): Promise<void> {
    await this.job?.stop();
    this.job = null;
  }
}
