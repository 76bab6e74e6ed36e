import { z } from 'zod';
import type { Sport } from '../domain/sport.ts';
import type { ChannelState } from './patch.ts';

/**
 * [P11] The list channel over REST: `GET /api/live/{sport}/list` answers the `{sport}:list` state with the
 * `(epoch, seq)` it stands at. A page paints from it (gzipped, about 25 KB for a 200 KB day) and then
 * subscribes with that `(epoch, seq)`, so the socket replays only what moved since instead of sending the
 * whole day a second time.
 */
export const liveListPath = (sport: Sport): string => `/api/live/${sport}/list`;

export const liveListAnswerSchema = z.object({
  /** The score centre's clock when the gateway read the state (epoch ms), for the client's server-clock offset. */
  serverTime: z.number(),
  /**
   * How fast that clock runs against the wall (feed ms per ms): 1 on a live day, 60 when a day is replayed at
   * 60×. Running minutes and game clocks advance at it between two readings. Absent means 1.
   */
  clockRate: z.number().positive().optional(),
  epoch: z.string().min(1).max(64),
  seq: z.number().int().nonnegative(),
  /** Match id → row, exactly the channel's state at `(epoch, seq)`. */
  state: z.record(z.string(), z.record(z.string(), z.unknown())),
});
/**
 * `GET /api/live/clock`: the score centre's clock and rate alone, for a page that shows running clocks
 * without reading a list first (a match page opened from a link).
 */
export const liveClockPath = '/api/live/clock';
export const liveClockAnswerSchema = liveListAnswerSchema
  .pick({ serverTime: true })
  .extend({ clockRate: z.number().positive() });
export type LiveClockAnswer = z.infer<typeof liveClockAnswerSchema>;

/** The parsed answer, its rows typed as the channel state they are (JSON the gateway wrote). */
export type LiveListAnswer = Omit<z.infer<typeof liveListAnswerSchema>, 'state'> & { state: ChannelState };
