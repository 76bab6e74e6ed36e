import { addDays, type FootballMatch, FootballState, TOP_FOOTBALL_LEAGUE_IDS } from '@kuyi/shared';
import { type PassGate, type PassScope, repeatLeaderPasses } from '../jobs/finish-watch.ts';
import type { Repeating } from '../jobs/repeat-every.ts';
import type { Logger } from '../logger.ts';
import { matchReport } from './match-report.ts';
import type { NewsRepo } from './news-repo.ts';
import type { ReportSource } from './report-source.ts';

/**
 * The real clock, the feed's as the live pipeline knows it (LiveTap.feedNow: what a pass over the matches that
 * just ended dates against; a full pass has the day's `serverTime`), and how fast the feed's runs against the
 * real one (60 for a day replayed at 60×).
 */
export interface ReportClock {
  now(): number;
  feedNow(): number;
  rate(): number;
}

const wallClock: ReportClock = { now: Date.now, feedNow: Date.now, rate: () => 1 };

/** Finished matches of the big leagues get a report. */
const isReported = (m: Pick<FootballMatch, 'state' | 'leagueId'>) =>
  m.state === FootballState.Finished && TOP_FOOTBALL_LEAGUE_IDS.has(m.leagueId);

/** The byline of generated match reports. */
export const REPORT_WRITER = '酷易赛报';

/**
 * Writes one report per finished football match of the big leagues ([N7], [N8]). The leading replica runs
 * it (after a match ended, see finish-watch.ts); the unique `match_id` still makes the insert of a second
 * generator a no-op, so a leader change mid-pass cannot write twice. A full tick reads the feed's current and
 * previous day (a match may finish after midnight) and asks [F5] the header only for finished matches that
 * have no report yet; a tick over the matches that just ended asks the header of each without a report.
 */
export class ReportGenerator {
  private job: Repeating | null = null;

  constructor(
    private readonly repo: NewsRepo,
    private readonly source: ReportSource,
    private readonly logger: Logger,
    private readonly clock: ReportClock = wallClock,
  ) {}

  /**
   * One pass over the feed's last two days, or (`scope` a set of match ids) over those matches; answers the
   * ids of the articles this call wrote.
   */
  async tick(scope: PassScope = 'all'): Promise<number[]> {
    const { candidates, feedNow } = await this.candidates(scope);
    const wallNow = this.clock.now();
    const done = await this.repo.reportedMatchIds(candidates);
    const written: number[] = [];
    for (const matchId of candidates) {
      if (done.has(matchId)) continue;
      const header = await this.source.header(matchId).catch((err: unknown) => {
        this.logger.warn({ err, matchId }, 'match report: header read failed');
        return null;
      });
      if (!header || !isReported(header.match)) continue;
      const r = matchReport(header);
      const id = await this.repo.insertReport({
        ...r,
        publishAt: await this.publishTime(matchId, feedNow, wallNow),
        cover: '',
        authorId: null,
        writer: REPORT_WRITER,
        source: 'report',
        matchId,
      });
      if (id !== null) written.push(id);
    }
    if (written.length) this.logger.info({ written: written.length }, 'match reports written');
    return written;
  }

  /**
   * The matches a pass may report on and the feed's time: the finished big-league matches of the feed's
   * current and previous day (a match may finish after midnight), or, in a pass over the matches that just
   * ended, those (their header says whether they are big-league and finished).
   */
  private async candidates(scope: PassScope): Promise<{ candidates: string[]; feedNow: number }> {
    if (scope !== 'all') return { candidates: [...scope], feedNow: this.clock.feedNow() };
    const today = await this.source.day();
    const yesterday = await this.source.day(addDays(today.date, -1)).catch(() => ({ matches: [] }));
    const finished = [...yesterday.matches, ...today.matches].filter(isReported);
    return { candidates: finished.map((m) => m.id), feedNow: today.serverTime };
  }

  /**
   * A report is dated when its match ended, not when this pass ran: a gateway starting on an empty database
   * writes the day's reports at once, and the news list would put them all at "now". It is dated on the
   * feed's clock, the one its kickoff, minutes and the report's own 北京时间 line are on: a replayed past day
   * keeps its date. But never after the real moment the whistle came (`wallNow` less the whistle's age on the
   * feed's clock, scaled by its rate): comments are stamped when a fan writes them, and a day sped up (60×)
   * runs ahead of the wall, so a report dated at its feed-clock 21:40 would read as written after the comment
   * a fan posted on it at the wall's 11:23. Unknown, or a whistle after the feed's own now, is the feed's now.
   */
  private async publishTime(matchId: string, feedNow: number, wallNow: number): Promise<Date> {
    const end = await this.source.finishedAt(matchId).catch((err: unknown) => {
      this.logger.warn({ err, matchId }, 'match report: commentary read failed');
      return null;
    });
    const whistle = end === null ? feedNow : Math.min(end, feedNow);
    const rate = this.clock.rate() > 0 ? this.clock.rate() : 1;
    const realMoment = wallNow - (feedNow - whistle) / rate;
    return new Date(Math.round(Math.min(whistle, realMoment)));
  }

  /**
   * Runs `tick` every `intervalMs` on the leading replica (`isLeader`; always when left out). With `gate`
   * (finish-watch.ts), a turn passes only when a match ended since the last pass (over those matches), or a
   * full pass is owed.
   */
  start(intervalMs: number, isLeader?: () => boolean, gate?: PassGate): void {
    this.job ??= repeatLeaderPasses(intervalMs, (scope) => this.tick(scope), {
      onError: (err) => this.logger.warn({ err }, 'match report tick failed'),
      isLeader,
      gate,
    });
  }

  async stop(): Promise<void> {
    await this.job?.stop();
    this.job = null;
  }
}
