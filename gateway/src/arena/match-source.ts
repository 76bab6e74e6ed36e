import {
  type FootballMatch,
  FootballState,
  footballHeaderSchema,
  footballScheduleSchema,
} from '@kuyi/shared';
import { createUpstreamClient, UpstreamNotFoundError } from '../live/upstream-client.ts';

/**
 * Where the arena reads matches: the feed the live pipeline polls ([F1] scheduleByDate, [F5] header). The row
 * carries the main company's live 亚盘 / 大小 / 欧赔 (`odds`), which is what the list and match pages show, so a
 * pick is taken at the line the user saw — never at one the browser sends.
 */
export interface MatchSource {
  /** The match's current row, or null when the feed does not know it. */
  match(id: string): Promise<FootballMatch | null>;
  /** Every match of a Beijing day. */
  day(day: string): Promise<FootballMatch[]>;
}

export function feedMatchSource(feedUrl: string, timeoutMs = 3_000): MatchSource {
  const upstream = createUpstreamClient(feedUrl, timeoutMs);
  return {
    async match(id) {
      try {
        const header = await upstream.get(
          `/sc/api/football/header?matchId=${encodeURIComponent(id)}`,
          footballHeaderSchema,
        );
        return header.match;
      } catch (err) {
        if ((err as Error).cause instanceof UpstreamNotFoundError) return null;
        throw err;
      }
    },
    async day(day) {
      const answer = await upstream.get(
        `/sc/api/football/scheduleByDate?lang=0&date=${day}`,
        footballScheduleSchema,
      );
      return answer.matches;
    },
  };
}

/** How long a day read for a page is shared: as long as the `/sc/api` proxy keeps an answer (PROXY_CACHE_MS). */
export const PAGE_DAY_MS = 2_000;

/**
 * `source` with its day reads shared, for what pages ask (the publish form's open matches): a whole day is
 * ~250 KB from the upstream, validated row by row, so every page view reading its own would put the
 * upstream's load in the fans' hands. Callers asking while a read is in flight wait for that read, and its
 * answer serves `ttlMs` more; a failed read is not kept. The answer is shared: callers must not change it.
 * Match reads pass through (a pick is always taken at the feed's current line).
 */
export function sharedDays(source: MatchSource, ttlMs: number, now: () => number = Date.now): MatchSource {
  /** Per day, the read and when it answered (null while in flight). */
  const reads = new Map<string, { read: Promise<FootballMatch[]>; at: number | null }>();
  return {
    match: (id) => source.match(id),
    day(day) {
      const t = now();
      for (const [key, entry] of reads) if (entry.at !== null && t - entry.at >= ttlMs) reads.delete(key);
      const hit = reads.get(day);
      if (hit) return hit.read;
      const entry: { read: Promise<FootballMatch[]>; at: number | null } = {
        read: source.day(day).then(
          (matches) => {
            entry.at = now();
            if (ttlMs <= 0) reads.delete(day);
            return matches;
          },
          (err: unknown) => {
            reads.delete(day);
            throw err;
          },
        ),
        at: null,
      };
      reads.set(day, entry);
      return entry.read;
    },
  };
}

/** [D3] States after which a pick is settled on the score. */
export const isFinished = (m: Pick<FootballMatch, 'state'>) => m.state === FootballState.Finished;

/** Cancelled or abandoned (取消, 腰斩, 推迟): picks are void and purchases refunded. 待定 / 中断 wait. */
export const isVoided = (m: Pick<FootballMatch, 'state'>) =>
  m.state === FootballState.Cancelled ||
  m.state === FootballState.Abandoned ||
  m.state === FootballState.Postponed;
