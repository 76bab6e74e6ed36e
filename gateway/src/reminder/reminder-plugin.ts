import {
  type FootballMatch,
  listChannel,
  MODEL_USER_NAME,
  type Reminder,
  type ReminderKind,
} from '@kuyi/shared';
import type { Express } from 'express';
import type { ApiPlugin } from '../api/api-plugin.ts';
import type { ArenaService } from '../arena/arena-service.ts';
import { createLimiter, type LimitRule } from '../auth/limiter.ts';
import { endSocketsWithSessions } from '../auth/session-sockets.ts';
import { type Repeating, repeatEvery } from '../jobs/repeat-every.ts';
import type { LiveTap } from '../live/live-plugin.ts';
import type { GatewayContext, GatewayPlugin } from '../plugin.ts';
import { PREVIEW_TICK_MS, previewDue, previewKey, previewText } from './preview.ts';
import { ReminderGenerator } from './reminder-generator.ts';
import { ReminderRepo, reminderView } from './reminder-repo.ts';
import { reminderRoutes } from './reminder-routes.ts';
import { handleReminderSockets, userRoom } from './reminder-socket.ts';

/** Subscription writes per user: plenty for a person clicking, too few for a script. */
export const DEFAULT_REMINDER_WRITE_RULE: LimitRule = { points: 60, durationSec: 60 };

export { previewText } from './preview.ts';

/** Does a subscription target reach this match (the match itself, either team, its league)? */
const reaches = (
  sub: { targetKind: string; targetId: string },
  m: Pick<FootballMatch, 'id' | 'homeId' | 'awayId' | 'leagueId'>,
) =>
  (sub.targetKind === 'match' && sub.targetId === m.id) ||
  (sub.targetKind === 'team' && (sub.targetId === m.homeId || sub.targetId === m.awayId)) ||
  (sub.targetKind === 'league' && sub.targetId === m.leagueId);

/**
 * AI 提醒 (issue 15): subscriptions and history over REST, reminders generated from the leader's list patches
 * and pushed to `user:{id}` socket rooms. Starts after the live, API and (optionally) arena parts.
 */
export function reminderPlugin(
  api: ApiPlugin,
  live: LiveTap,
  arena: { service(): ArenaService } | null = null,
  opts: { writeRule?: LimitRule; now?: () => number; previewTickMs?: number } = {},
): GatewayPlugin & {
  generator(): ReminderGenerator;
  basketballGenerator(): ReminderGenerator;
  repo(): ReminderRepo;
} {
  let generator: ReminderGenerator | null = null;
  let basketball: ReminderGenerator | null = null;
  let repo: ReminderRepo | null = null;
  let previews: Repeating | null = null;
  let sweep: Repeating | null = null;
  // The feed's clock, not the wall's: at a replay's speed the wall would put views and minutes far off.
  const now = opts.now ?? (() => live.feedNow());
  return {
    name: 'reminder',
    generator() {
      if (!generator) throw new Error('reminder part not started');
      return generator;
    },
    basketballGenerator() {
      if (!basketball) throw new Error('reminder part not started');
      return basketball;
    },
    repo() {
      if (!repo) throw new Error('reminder part not started');
      return repo;
    },
    async start(ctx: GatewayContext, app: Express) {
      const s = api.services();
      const reminders = new ReminderRepo(s.db);
      repo = reminders;
      const push = (userId: number, reminder: Reminder) =>
        ctx.io.to(userRoom(userId)).emit('reminder', reminder);
      generator = new ReminderGenerator({
        repo: reminders,
        store: () => live.store(),
        push,
        logger: ctx.logger,
        now,
        isLeader: () => live.isLeader(),
      });
      live.onPatch(generator.onPatch);
      // [AI9] Basketball from its own list channel; same table, keys prefixed `basketball:`.
      basketball = new ReminderGenerator({
        repo: reminders,
        store: () => live.store(),
        push,
        logger: ctx.logger,
        sport: 'basketball',
      });
      live.onPatch(basketball.onPatch);
      const generators = [generator, basketball];
      live.onLeading(() => {
        for (const g of generators) void g.prime();
      });
      const gen = generator;
      // tick() reports its own failures; the loop only keeps one run from overlapping the next.
      previews = repeatEvery(opts.previewTickMs ?? PREVIEW_TICK_MS, () => gen.tick(), { onError: () => {} });
      // [UA5] The reminder socket is the gateway's only one that logs in: a login's end reaches it from here.
      sweep = endSocketsWithSessions(ctx.io, s.sessions, {
        onSweepError: (err) => ctx.logger.warn({ err }, 'session sweep failed'),
      });
      handleReminderSockets(ctx.io, {
        services: s,
        repo: reminders,
        ready: (room) => live.ready(room),
        logger: ctx.logger,
      });

      // [AI7] A subscription asking for the model's view made inside a match's lead window gets that view at
      // once; earlier ones get it from the leader when the window opens. Same key: never twice.
      const afterSubscribe = async (
        userId: number,
        sub: { sport: string; targetKind: string; targetId: string; kinds: string[] },
      ) => {
        if (sub.sport !== 'football' || !sub.kinds.includes('preview' satisfies ReminderKind)) return;
        const caught = await live.store().catchUp(listChannel('football'));
        if (caught.mode !== 'snapshot') return;
        const at = now();
        const rows = [];
        for (const value of Object.values(caught.snapshot.state)) {
          const m = value as unknown as FootballMatch;
          if (!reaches(sub, m) || !previewDue(m, at)) continue;
          rows.push({
            userId,
            eventKey: previewKey(m.id),
            kind: 'preview' as const,
            matchId: m.id,
            ...previewText(m),
          });
        }
        for (const row of await reminders.insert(rows)) push(row.userId, reminderView(row));
      };
      const model = arena
        ? {
            async modelRecord() {
              const service = arena.service();
              const id = service.modelUserId ?? (await service.ensureModelUser());
              return { userName: MODEL_USER_NAME, stats: await service.stats(id) };
            },
          }
        : null;
      const writes = createLimiter(
        s.redis,
        `${s.keyPrefix}:reminder:write`,
        opts.writeRule ?? DEFAULT_REMINDER_WRITE_RULE,
      );
      app.use('/api/ai', reminderRoutes(s, reminders, writes, afterSubscribe, model));
    },
    async stop() {
      await Promise.all([previews?.stop(), sweep?.stop()]);
      previews = null;
      sweep = null;
    },
  };
}
