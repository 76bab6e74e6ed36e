import {
  basketballChangeSchema,
  basketballHeaderSchema,
  basketballScheduleOddsSchema,
  basketballScheduleSchema,
  type ChannelState,
  footballChangeSchema,
  footballHeaderSchema,
  footballScheduleSchema,
  isBasketballLive,
  isFootballLive,
  listChannel,
  liveWordsSchema,
  matchChannel,
  oddsChangeSchema,
  oddsChannel,
  type Sport,
} from '@kuyi/shared';
import type { LiveStore } from '../store/live-store.ts';
import { type BasketballWordCursors, basketballWordRecords, type WordRead } from './basketball-words.ts';
import type { LiveBatch } from './live-batch.ts';
import {
  basketballHeaderEntities,
  footballHeaderEntities,
  oddsEntities,
  rowEntities,
  WORD_PREFIX,
  wordEntities,
} from './match-entities.ts';
import { type UpstreamClient, UpstreamError } from './upstream-client.ts';

/** Pages of liveWords read per poll: bounded so one poll never runs away after a long outage. */
const MAX_WORD_PAGES = 10;
const WORD_PAGE = 500;
/** Header fetches in flight at once: keeps the upstream's load flat when many matches move together. */
export const HEADER_CONCURRENCY = 6;

export interface PollContext {
  upstream: UpstreamClient;
  store: LiveStore;
  batch: LiveBatch;
  pollStart: number;
  /** The store's epoch when `cursors` were read: cursor moves are refused once it has changed. */
  epoch: string;
  cursors: Record<string, number>;
  /** Per-match play-by-play cursors of basketball (see basketball-words.ts); none reads no play-by-play. */
  basketballWords?: BasketballWordCursors;
  /** Cursor moves, run once the poll's batch is written. */
  afterWrite: Array<() => Promise<void>>;
  countPoll(sport: Sport, call: string, result: 'ok' | 'unchanged' | 'error'): void;
}

/**
 * [F2] change: queues the moved rows as an upsert of the list; returns their ids, which of them are in
 * play, and the feed's clock.
 */
export async function pollChange(
  ctx: PollContext,
  sport: Sport,
): Promise<{ ids: string[]; live: string[]; serverTime: number }> {
  const name = `${sport}:version`;
  const version = ctx.cursors[name] ?? 0;
  const schema = sport === 'football' ? footballChangeSchema : basketballChangeSchema;
  const answer = await ctx.upstream.get(`/sc/api/${sport}/change?version=${version}`, schema);
  if (answer.version === version && answer.matches.length === 0) {
    ctx.countPoll(sport, 'change', 'unchanged');
    return { ids: [], live: [], serverTime: answer.serverTime };
  }
  ctx.countPoll(sport, 'change', 'ok');
  ctx.batch.add(listChannel(sport), rowEntities(answer.matches), 'upsert');
  // Moved only after the batch is written (see pollSport): a leader dying in between re-reads, never skips.
  ctx.afterWrite.push(() => ctx.store.setCursor(name, answer.version, ctx.epoch));
  return {
    ids: answer.matches.map((m) => m.id),
    live: liveIds(sport, answer.matches),
    serverTime: answer.serverTime,
  };
}

function liveIds(sport: Sport, matches: readonly { id: string; state: number }[]): string[] {
  const inPlay = sport === 'football' ? isFootballLive : isBasketballLive;
  return matches.filter((m) => inPlay(m.state as never)).map((m) => m.id);
}

/**
 * [F1] scheduleByDate without a date: the feed's own "today" (plus yesterday's matches still in play after
 * midnight) replaces the list. Returns the matches in play and every match id.
 */
export async function reconcile(ctx: PollContext, sport: Sport): Promise<{ live: string[]; all: string[] }> {
  const schema = sport === 'football' ? footballScheduleSchema : basketballScheduleSchema;
  const day = await ctx.upstream.get(`/sc/api/${sport}/scheduleByDate?lang=0`, schema);
  ctx.countPoll(sport, 'scheduleByDate', 'ok');
  ctx.batch.add(listChannel(sport), rowEntities(day.matches), 'replace');
  const live = liveIds(sport, day.matches);
  if (sport === 'basketball') ctx.basketballWords?.keepOnly(day.matches.map((m) => m.id));
  return { live, all: day.matches.map((m) => m.id) };
}

/** [F3] liveWords since the cursor, each line an entity of its match's channel. */
export async function pollWords(ctx: PollContext, matchId?: string): Promise<void> {
  const name = 'football:words';
  let cursor = matchId ? 0 : (ctx.cursors[name] ?? 0);
  for (let page = 0; page < MAX_WORD_PAGES; page++) {
    const query = matchId ? `&matchId=${encodeURIComponent(matchId)}` : '';
    const answer = await ctx.upstream.get(
      `/sc/api/football/liveWords?cursor=${cursor}${query}`,
      liveWordsSchema,
    );
    ctx.countPoll('football', 'liveWords', answer.words.length > 0 ? 'ok' : 'unchanged');
    for (const [id, records] of wordEntities(answer.words))
      ctx.batch.add(matchChannel('football', id), records, 'upsert');
    const next = answer.cursor;
    if (!matchId && next !== cursor) ctx.afterWrite.push(() => ctx.store.setCursor(name, next, ctx.epoch));
    if (answer.words.length < WORD_PAGE || answer.cursor === cursor) return;
    cursor = answer.cursor;
  }
}

/** [F4] odds since the cursor (or all of one match's companies), one entity per company. */
export async function pollOdds(ctx: PollContext, matchId?: string): Promise<void> {
  const name = 'football:odds';
  const cursor = matchId ? 0 : (ctx.cursors[name] ?? 0);
  const query = matchId ? `&matchId=${encodeURIComponent(matchId)}` : '';
  const answer = await ctx.upstream.get(`/sc/api/football/odds?cursor=${cursor}${query}`, oddsChangeSchema);
  ctx.countPoll('football', 'odds', answer.matches.length > 0 ? 'ok' : 'unchanged');
  for (const match of answer.matches) {
    ctx.batch.add(oddsChannel('football', match.matchId), oddsEntities(match.companies), 'upsert');
  }
  if (!matchId && answer.cursor !== cursor)
    ctx.afterWrite.push(() => ctx.store.setCursor(name, answer.cursor, ctx.epoch));
}

/**
 * Basketball has no odds change feed in the upstream contract (spec §7), so the companies' odds of the
 * whole day come from `scheduleAddOdds`, one call for every match; the atomic diff turns it into patches of
 * only the companies that moved. The caller throttles it (see pollSport). Returns the ids it read.
 */
export async function pollBasketballOdds(ctx: PollContext, onlyIds?: ReadonlySet<string>): Promise<string[]> {
  const answer = await ctx.upstream.get(
    '/sc/api/basketball/scheduleAddOdds?userId=0',
    basketballScheduleOddsSchema,
  );
  ctx.countPoll('basketball', 'odds', 'ok');
  const read: string[] = [];
  for (const { match, companies } of answer.matches) {
    if (onlyIds && !onlyIds.has(match.id)) continue;
    read.push(match.id);
    if (companies.length > 0)
      ctx.batch.add(oddsChannel('basketball', match.id), oddsEntities(companies), 'upsert');
  }
  return read;
}

const NO_WORDS: WordRead = { records: {}, moveCursor: null, failed: false };

/**
 * [F5]/[F6] header: a match channel's info, stats, events and line-ups; commentary lines are kept. One
 * match failing (unknown id, bad answer) is logged and skipped: only `change` decides staleness. Returns
 * the ids refreshed whole (a basketball page whose play-by-play read failed is written, but not among them).
 * `wordsRead`: basketball matches whose play-by-play this poll already read (watched-basketball-words.ts);
 * read again, it would answer the same lines, since cursors move only after the write.
 */
export async function refreshHeaders(
  ctx: PollContext,
  sport: Sport,
  ids: readonly string[],
  wordsRead: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const queue = [...new Set(ids)];
  const refreshed: string[] = [];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const path = `/sc/api/${sport}/header?matchId=${encodeURIComponent(id)}`;
      let records: ChannelState;
      let complete = true;
      try {
        if (sport === 'football')
          records = footballHeaderEntities(await ctx.upstream.get(path, footballHeaderSchema));
        else {
          // Read together so the box score and the play-by-play describe (almost) the same instant.
          const [header, words] = await Promise.all([
            ctx.upstream.get(path, basketballHeaderSchema),
            wordsRead.has(id) ? NO_WORDS : basketballWordRecords(ctx, id),
          ]);
          records = { ...basketballHeaderEntities(header), ...words.records };
          if (words.moveCursor) ctx.afterWrite.push(words.moveCursor);
          complete = !words.failed;
        }
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        ctx.countPoll(sport, 'header', 'error');
        continue;
      }
      ctx.countPoll(sport, 'header', 'ok');
      ctx.batch.add(matchChannel(sport, id), records, 'replace', WORD_PREFIX);
      if (complete) refreshed.push(id);
    }
  };
  await Promise.all(Array.from({ length: Math.min(HEADER_CONCURRENCY, queue.length) }, worker));
  return refreshed;
}

/**
 * All of each match's odds (a subscriber found the channel empty, or a reconcile), HEADER_CONCURRENCY at a
 * time; a match the upstream does not know is skipped. Returns the ids refreshed.
 */
export async function refreshOdds(ctx: PollContext, matchIds: readonly string[]): Promise<string[]> {
  const queue = [...new Set(matchIds)];
  const refreshed: string[] = [];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        await pollOdds(ctx, id);
        refreshed.push(id);
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        ctx.countPoll('football', 'odds', 'error');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(HEADER_CONCURRENCY, queue.length) }, worker));
  return refreshed;
}

export function changedIds(patch: {
  put?: Record<string, unknown>;
  del?: Record<string, unknown>;
}): string[] {
  return [...Object.keys(patch.put ?? {}), ...Object.keys(patch.del ?? {})];
}
