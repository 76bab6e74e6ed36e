import { basketballTechnicSchema, type ChannelState } from '@kuyi/shared';
import { wordEntities } from './match-entities.ts';
import type { PollContext } from './sport-poll.ts';
import { UpstreamError } from './upstream-client.ts';

/**
 * Basketball play-by-play (文字直播) has no all-matches feed like football's liveWords: the upstream serves
 * it per match (`technic?matchId&cursor`). It is read with the header refresh of a match that moved, from
 * the last line already written, and goes into `basketball:match:{id}` as `w:{id}` entities (the same
 * prefix the header's replace keeps), so the match page gets new lines as patches.
 *
 * The cursors live in the leader's memory: a new leader starts from 0 (the diff makes re-read lines a
 * no-op), and they are forgotten when the store is wiped (new epoch) so a wiped channel is filled again.
 */
export class BasketballWordCursors {
  private readonly cursors = new Map<string, number>();

  get(matchId: string): number {
    return this.cursors.get(matchId) ?? 0;
  }

  set(matchId: string, cursor: number): void {
    this.cursors.set(matchId, cursor);
  }

  /** Drops the matches no longer on the day (after a reconcile), so the map does not grow for ever. */
  keepOnly(ids: Iterable<string>): void {
    const keep = new Set(ids);
    for (const id of this.cursors.keys()) if (!keep.has(id)) this.cursors.delete(id);
  }

  clear(): void {
    this.cursors.clear();
  }
}

export interface WordRead {
  records: ChannelState;
  /** Moves the match's cursor: pushed to the poll's afterWrite only when the records go into the batch. */
  moveCursor: (() => Promise<void>) | null;
  /** The read failed: the match's page is still owed its lines (see the poller's `owed`). */
  failed: boolean;
}

/**
 * The match's new play-by-play lines as channel entities. A failed read is counted and answers nothing:
 * the header (the box score) is not held back by it, and the lines come with the next refresh, which the
 * poller owes the match (`failed`) even when its row does not move again.
 */
export async function basketballWordRecords(ctx: PollContext, matchId: string): Promise<WordRead> {
  const cursors = ctx.basketballWords;
  if (!cursors) return { records: {}, moveCursor: null, failed: false };
  const cursor = cursors.get(matchId);
  const path = `/sc/api/basketball/technic?matchId=${encodeURIComponent(matchId)}&cursor=${cursor}`;
  try {
    const answer = await ctx.upstream.get(path, basketballTechnicSchema);
    ctx.countPoll('basketball', 'technic', answer.words.length > 0 ? 'ok' : 'unchanged');
    return {
      records: wordEntities(answer.words).get(matchId) ?? {},
      moveCursor: answer.cursor === cursor ? null : async () => cursors.set(matchId, answer.cursor),
      failed: false,
    };
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    ctx.countPoll('basketball', 'technic', 'error');
    return { records: {}, moveCursor: null, failed: true };
  }
}
