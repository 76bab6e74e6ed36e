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

/** [D3] States after which a pick is settled on the score. */
export const isFinished = (m: Pick<FootballMatch, 'state'>) => m.state === FootballState.Finished;

/** Cancelled or abandoned (取消, 腰斩, 推迟): picks are void and purchases refunded. 待定 / 中断 wait. */
export const isVoided = (m: Pick<FootballMatch, 'state'>) =>
  m.state === FootballState.Cancelled ||
  m.state === FootballState.Abandoned ||
  m.state === FootballState.Postponed;
