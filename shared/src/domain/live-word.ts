import { z } from 'zod';

/** One line of Chinese text commentary (liveWords / 文字直播). Ids only increase within a match. */
export const liveWordSchema = z.object({
  id: z.number().int().nonnegative(),
  matchId: z.string(),
  /** Display minute such as "67'" or "第三节 05:12"; empty before kick-off. */
  time: z.string(),
  text: z.string(),
  /** Tagged lines get an icon: goal, card, corner, sub, period … ; null for plain text. */
  kind: z.string().nullable(),
  side: z.enum(['home', 'away']).nullable(),
  at: z.number(),
});
export type LiveWord = z.infer<typeof liveWordSchema>;
