import {
  applyPatch,
  type ChannelState,
  type FootballMatch,
  listChannel,
  type Patch,
  type Reminder,
  type ReminderSport,
} from '@kuyi/shared';
import type { Logger } from '../logger.ts';
import type { LiveStore } from '../store/live-store.ts';
import {
  BASKETBALL_ODDS,
  type BasketballWatchedRow,
  basketballEvents,
  basketballOddsWatched,
  FOOTBALL_ODDS,
  type MatchEvent,
  matchEvents,
  OddsWatch,
  oddsWatched,
  type WatchedRow,
} from './detect.ts';
import { previewDue, previewKey, previewText } from './preview.ts';
import { type NewReminder, type ReminderRepo, reminderView } from './reminder-repo.ts';

/** What differs between the sports: the events of a row, which rows are odds-watched, the odds rules. */
const SPORT = {
  football: {
    events: (before: unknown, after: unknown, feedNow: number, revision: number) =>
      matchEvents(before as WatchedRow, after as WatchedRow, feedNow, revision),
    oddsWatched,
    odds: FOOTBALL_ODDS,
  },
  basketball: {
    events: (before: unknown, after: unknown) =>
      basketballEvents(before as BasketballWatchedRow, after as BasketballWatchedRow),
    oddsWatched: basketballOddsWatched,
    odds: BASKETBALL_ODDS,
  },
} as const;

/**
 * Turns the leader's list patches of one sport into reminders ([AI2]–[AI4], basketball [AI9]). It keeps its own copy of the list:
 * patches in seq order are applied to it and each changed row is compared with its previous version; a gap
 * (a new leader, a store reset, a missed patch) reloads the copy from the store and reports nothing for that
 * patch. Events go to the match's, teams' and league's subscribers who asked for that kind; the insert into
 * `reminders` (unique per user and event) decides what is pushed, so nothing is pushed twice cluster-wide.
 * [AI7] After each patch and on each `tick()`, matches entering the pre-match lead window get their view sent
 * to the subscribers (of the match, its teams, its league) who asked for `preview`.
 */
export class ReminderGenerator {
  private rows: ChannelState | null = null;
  private epoch = '';
  private seq = 0;
  private readonly odds: OddsWatch;
  private readonly sport: ReminderSport;
  private readonly list: string;
  private chain: Promise<void> = Promise.resolve();
  /** Matches whose pre-match view this generator already dispatched (the table's unique key is the real guard). */
  private readonly previewed = new Set<string>();
  /**
   * VAR corrections downwards (a goal or a red card struck off) seen per match: a goal to 1-0, struck off, then
   * another to 1-0 had the first one's key, and its reminder was taken for a repeat and never sent. A new
   * leader starts at 0 again (only that rare mix of a failover and a correction still loses one).
   */
  private readonly revisions = new Map<string, number>();

  constructor(
    private readonly deps: {
      repo: ReminderRepo;
      store: () => LiveStore;
      push: (userId: number, reminder: Reminder) => void;
      logger: Logger;
      /**
       * The upstream's clock (LiveTap.feedNow), on which kick-offs and periods are: the pre-match window and a
       * goal's minute are read on it. Tests move it.
       */
      now?: () => number;
      /** Whether this replica leads now: only the leader sends pre-match views on its timer. */
      isLeader?: () => boolean;
      /** Football when left out; pre-match views are football only. */
      sport?: ReminderSport;
    },
  ) {
    this.sport = deps.sport ?? 'football';
    this.list = listChannel(this.sport);
    this.odds = new OddsWatch(SPORT[this.sport].odds);
  }

  private now(): number {
    return this.deps.now ? this.deps.now() : Date.now();
  }

  /** Patch listener: synchronous, work is queued in order. */
  readonly onPatch = (patch: Patch): void => {
    if (patch.channel !== this.list) return;
    this.chain = this.chain
      .then(() => this.handle(patch))
      .catch((err: unknown) => {
        this.rows = null;
        this.deps.logger.warn({ err }, 'reminder generation failed');
      });
  };

  /**
   * Reads the list now (this replica was just elected): its poller's first patch then finds a copy to compare
   * with. Without it that patch only loaded the list, and the goals of the leaderless seconds before it, which
   * it carries, were never told. Queued like a patch; the poller's first upstream read takes longer than this.
   */
  prime(): Promise<void> {
    this.chain = this.chain
      .then(() => this.reload())
      .catch((err: unknown) => {
        this.rows = null;
        this.deps.logger.warn({ err }, 'reminder list read failed');
      });
    return this.chain;
  }

  /**
   * [AI7] Timer hook: sends the pre-match views that came due without a list patch. Does nothing before the
   * first patch gave it a list; on a replica that does not lead it only drops its copy of the list.
   */
  tick(): Promise<void> {
    if (this.deps.isLeader && !this.deps.isLeader()) {
      // Deposed (or never elected): drop the copy, so a later leadership starts from a fresh read, not from a
      // list that stopped following the feed.
      this.chain = this.chain.then(() => {
        this.rows = null;
      });
      return this.chain;
    }
    this.chain = this.chain
      .then(() => this.sendPreviews())
      .catch((err: unknown) => this.deps.logger.warn({ err }, 'pre-match views failed'));
    return this.chain;
  }

  /** Whether it holds a copy of the list (it has seen a patch as the leader). */
  get loaded(): boolean {
    return this.rows !== null;
  }

  /** Resolves when every queued patch has been handled (tests). */
  idle(): Promise<void> {
    return this.chain;
  }

  private async handle(patch: Patch): Promise<void> {
    if (!this.rows || patch.epoch !== this.epoch || patch.seq !== this.seq + 1) {
      await this.reload();
      return;
    }
    const before = this.rows;
    this.rows = applyPatch(before, patch);
    this.seq = patch.seq;
    for (const id of patch.drop ?? []) {
      this.odds.forget(id);
      this.previewed.delete(id);
      this.revisions.delete(id);
    }
    const events: Array<{ row: WatchedRow; event: MatchEvent }> = [];
    const feedNow = this.now();
    for (const id of Object.keys(patch.put ?? {})) {
      const after = this.rows[id] as unknown as WatchedRow | undefined;
      const old = before[id] as unknown as WatchedRow | undefined;
      if (!after) continue;
      if (!old) {
        this.odds.seed(after);
        continue;
      }
      if (
        after.homeScore < old.homeScore ||
        after.awayScore < old.awayScore ||
        after.homeRed < old.homeRed ||
        after.awayRed < old.awayRed
      )
        this.revisions.set(id, (this.revisions.get(id) ?? 0) + 1);
      const revision = this.revisions.get(id) ?? 0;
      for (const event of SPORT[this.sport].events(old, after, feedNow, revision))
        events.push({ row: after, event });
      if (SPORT[this.sport].oddsWatched(after.state)) {
        const move = this.odds.moves(after, `${patch.epoch}:${patch.seq}`);
        if (move) events.push({ row: after, event: move });
      } else this.odds.forget(id);
    }
    await this.dispatch(events);
    await this.sendPreviews();
  }

  /** [AI7] The views of the matches now in the lead window that this generator has not sent yet. */
  private async sendPreviews(): Promise<void> {
    if (!this.rows || this.sport !== 'football') return;
    const now = this.now();
    const due: Array<{ row: WatchedRow; event: MatchEvent }> = [];
    for (const value of Object.values(this.rows)) {
      const m = value as unknown as FootballMatch;
      if (this.previewed.has(m.id) || !previewDue(m, now)) continue;
      due.push({
        row: m,
        event: { kind: 'preview', matchId: m.id, key: previewKey(m.id), ...previewText(m) },
      });
    }
    if (due.length === 0) return;
    await this.dispatch(due);
    for (const { row } of due) this.previewed.add(row.id);
  }

  private async reload(): Promise<void> {
    const caught = await this.deps.store().catchUp(this.list);
    if (caught.mode !== 'snapshot') throw new Error('list catch-up without a snapshot');
    this.rows = caught.snapshot.state;
    this.epoch = caught.epoch;
    this.seq = caught.seq;
    for (const row of Object.values(this.rows)) this.odds.seed(row as unknown as WatchedRow);
    for (const id of [...this.previewed]) if (!(id in this.rows)) this.previewed.delete(id);
    await this.sendPreviews();
  }

  /** Stores each event for each subscriber who asked for its kind and pushes the rows this replica inserted. */
  async dispatch(
    events: ReadonlyArray<{
      row: Pick<WatchedRow, 'id' | 'leagueId' | 'homeId' | 'awayId'>;
      event: MatchEvent;
    }>,
  ): Promise<void> {
    if (events.length === 0) return;
    const subscribers = await this.deps.repo.subscribersFor(
      events.map(({ row }) => ({
        matchId: row.id,
        leagueId: row.leagueId,
        homeId: row.homeId,
        awayId: row.awayId,
      })),
      this.sport,
    );
    const rows: NewReminder[] = [];
    for (const { row, event } of events)
      for (const s of subscribers.get(row.id) ?? [])
        if (s.kinds.includes(event.kind))
          rows.push({
            userId: s.userId,
            sport: this.sport,
            eventKey: event.key,
            kind: event.kind,
            matchId: event.matchId,
            title: event.title,
            body: event.body,
          });
    for (const inserted of await this.deps.repo.insert(rows))
      this.deps.push(inserted.userId, reminderView(inserted));
  }
}
