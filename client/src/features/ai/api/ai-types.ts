export type {
  Page,
  Reminder,
  ReminderKind,
  ReminderSubscription,
  ReminderSubscriptionInput,
} from '@kuyi/shared';

/** The arena's settled record of the model (gateway/src/arena/arena-stats.ts ArenaStats), as /explain shows it. */
export interface ArenaStatsView {
  settled: number;
  hits: number;
  misses: number;
  pushes: number;
  hitRate: number | null;
  hitRate7d: number | null;
  lastN: { n: number; hits: number; pushes?: number; label: string };
  roi: number | null;
  profit: number;
}
