import {
  type FootballHeader,
  type FootballMatch,
  footballHeaderSchema,
  footballScheduleSchema,
} from '@kuyi/shared';
import { createUpstreamClient, UpstreamNotFoundError } from '../live/upstream-client.ts';

/** What the report generator reads from the feed the live pipeline polls ([F1] scheduleByDate, [F5] header). */
export interface ReportSource {
  /** A Beijing day's matches; without a day, the feed's current day (its clock may not be ours). */
  day(day?: string): Promise<{ date: string; matches: FootballMatch[] }>;
  /** The match's live page data, or null when the feed does not know it. */
  header(id: string): Promise<FootballHeader | null>;
}

export function feedReportSource(feedUrl: string, timeoutMs = 3_000): ReportSource {
  const upstream = createUpstreamClient(feedUrl, timeoutMs);
  return {
    async day(day) {
      const q = day ? `&date=${day}` : '';
      const answer = await upstream.get(`/sc/api/football/scheduleByDate?lang=0${q}`, footballScheduleSchema);
      return { date: answer.date, matches: answer.matches };
    },
    async header(id) {
      try {
        return await upstream.get(
          `/sc/api/football/header?matchId=${encodeURIComponent(id)}`,
          footballHeaderSchema,
        );
      } catch (err) {
        if ((err as Error).cause instanceof UpstreamNotFoundError) return null;
        throw err;
      }
    },
  };
}
