import { matchChannel } from '@kuyi/shared';
import { basketballWordRecords } from './basketball-words.ts';
import { HEADER_CONCURRENCY, type PollContext } from './sport-poll.ts';

/**
 * The play-by-play of the watched basketball matches in play whose page this poll does not refresh anyway
 * (`refreshing`). Misses, rebounds and turnovers do not move the list row, so read only with a row move about
 * half an NBA game's plays reached the page late (median ~10 s, worst 72 s). Each is read from its cursor, so
 * an unchanged answer is empty; new lines go to the match channel now, cursor moved after the write. A failed
 * read is counted and skipped: the cursor stays, so the next poll reads the lines. Returns the matches with new
 * lines: plays change the box score, so their header is owed (see pollSport).
 */
export async function pollWatchedBasketballWords(
  ctx: PollContext,
  live: Iterable<string>,
  watched: ReadonlySet<string>,
  refreshing: readonly string[],
): Promise<string[]> {
  const skip = new Set(refreshing);
  const queue = [...live].filter((id) => !skip.has(id) && watched.has(matchChannel('basketball', id)));
  const moved: string[] = [];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const words = await basketballWordRecords(ctx, id);
      if (words.moveCursor) ctx.afterWrite.push(words.moveCursor);
      if (Object.keys(words.records).length === 0) continue;
      ctx.batch.add(matchChannel('basketball', id), words.records, 'upsert');
      moved.push(id);
    }
  };
  await Promise.all(Array.from({ length: Math.min(HEADER_CONCURRENCY, queue.length) }, worker));
  return moved;
}
