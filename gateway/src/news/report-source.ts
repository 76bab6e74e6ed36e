import {
  type FootballHeader,
  type FootballMatch,
  footballHeaderSchema,
  footballScheduleSchema,
  liveWordsSchema,
} from '@kuyi/shared';
import { createUpstreamClient, isUnknownMatch } from '../live/upstream-client.ts';

/** What the report generator reads from the feed the live pipeline polls ([F1] scheduleByDate, [F5] header). */
export interface ReportSource {
  /**
   * A Beijing day's matches; without a day, the feed's current day. `serverTime` is the feed's clock, which
   * may not be ours (a replay, a sped-up day).
   */
  day(day?: string): Promise<{ date: string; serverTime: number; matches: FootballMatch[] }>;
  /** The match's live page data, or null when the feed does not know it. */
  header(id: string): Promise<FootballHeader | null>;
  /** When, on the feed's clock, the match's last commentary line came (the final whistle); null if none. */
  finishedAt(id: string): Promise<number | null>;
}

export function feedReportSource(feedUrl: string, timeoutMs = 3_000): ReportSource {
  const upstream = createUpstreamClient(feedUrl, timeoutMs);
  return {
    async day(day) {
      const q = day ? `&date=${day}` : '';
      const answer = await upstream.get(`/sc/api/football/scheduleByDate?lang=0${q}`, footballScheduleSchema);
      return { date: answer.date, serverTime: answer.serverTime, matches: answer.matches };
    },
    async header(id) {
      try {
        return await upstream.get(
          `/sc/api/football/header?matchId=${encodeURIComponent(id)}`,
          footballHeaderSchema,
        );
      } catch (err) {
        if (isUnknownMatch(err)) return null;
        throw err;
      }
    },
    async finishedAt(id) {
      const answer = await upstream.get(
        `/sc/api/football/liveWords?cursor=0&matchId=${encodeURIComponent(id)}&limit=5000`,
        liveWordsSchema,
      );
      return answer.words.reduce<number | null>((last, w) => Math.max(last ?? w.at, w.at), null);
    },
  };
}
