import {
  type FootballMatch,
  FootballState,
  footballHeaderSchema,
  footballScheduleSchema,
  scheduleByDatePath,
} from '@kuyi/shared';
import { createUpstreamClient, isUnknownMatch, unwrapEnvelope } from '../live/upstream-client.ts';
import type { ReadThrough } from '../proxy/sc-reader.ts';

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
        if (isUnknownMatch(err)) return null;
        throw err;
      }
    },
    async day(day) {
      const answer = await upstream.get(scheduleByDatePath('football', day), footballScheduleSchema);
      return answer.matches;
    },
  };
}

/** Days whose parsed answers are kept: today and the few a page may ask around it. */
const PARSED_DAYS = 4;

/**
 * Day reads for pages (the publish form's open matches) through the `/sc/api` proxy's cache: a whole day is
 * ~250 KB from the upstream, so every page view reading its own would put the upstream's load in the fans'
 * hands. Through the cache, fans' list loads, these pages and every replica share one upstream read per day
 * per PROXY_CACHE_MS. Each answer is validated once: a read that hands back the same body (the memory cache
 * hands back the same object, Redis an equal string) gets the same rows, which callers must not change.
 */
export function cachedDays(readThrough: ReadThrough): (day: string) => Promise<FootballMatch[]> {
  const parsed = new Map<string, { body: string; matches: FootballMatch[] }>();
  return async (day) => {
    const path = scheduleByDatePath('football', day);
    const answer = await readThrough(path);
    const hit = parsed.get(day);
    if (hit && hit.body === answer.body) return hit.matches;
    const { matches } = unwrapEnvelope(path, jsonOrNull(answer.body), footballScheduleSchema);
    parsed.delete(day);
    parsed.set(day, { body: answer.body, matches });
    if (parsed.size > PARSED_DAYS) parsed.delete(parsed.keys().next().value as string);
    return matches;
  };
}

const jsonOrNull = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** [D3] States after which a pick is settled on the score. */
export const isFinished = (m: Pick<FootballMatch, 'state'>) => m.state === FootballState.Finished;

/** Cancelled or abandoned (取消, 腰斩, 推迟): picks are void and purchases refunded. 待定 / 中断 wait. */
export const isVoided = (m: Pick<FootballMatch, 'state'>) =>
  m.state === FootballState.Cancelled ||
  m.state === FootballState.Abandoned ||
  m.state === FootballState.Postponed;
