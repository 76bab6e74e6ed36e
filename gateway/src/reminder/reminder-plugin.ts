import {
  type FootballMatch,
  FootballState,
  listChannel,
  preMatchView,
  type Reminder,
  type ReminderKind,
} from '@kuyi/shared';
import type { Express } from 'express';
import type { ApiPlugin } from '../api/api-plugin.ts';
import type { ArenaService } from '../arena/arena-service.ts';
import { MODEL_USER_NAME, modelPick } from '../arena/model-pick.ts';
import { createLimiter, type LimitRule } from '../auth/limiter.ts';
import type { LiveTap } from '../live/live-plugin.ts';
import type { GatewayContext, GatewayPlugin } from '../plugin.ts';
import { ReminderGenerator } from './reminder-generator.ts';
import { ReminderRepo, reminderView } from './reminder-repo.ts';
import { reminderRoutes } from './reminder-routes.ts';
import { handleReminderSockets, userRoom } from './reminder-socket.ts';

/** Subscription writes per user: plenty for a person clicking, too few for a script. */
export const DEFAULT_REMINDER_WRITE_RULE: LimitRule = { points: 60, durationSec: 60 };

/** [AI7] The text of a pre-match view reminder. */
export function previewText(m: FootballMatch): { title: string; body: string } {
  const view = preMatchView(m.odds);
  const parts: string[] = [];
  if (view.probabilities)
    parts.push(
      `胜平负概率：主胜${view.probabilities.home}%，平${view.probabilities.draw}%，客胜${view.probabilities.away}%`,
    );
  if (view.xg) parts.push(`预期进球：${m.homeName} ${view.xg.home}，${m.awayName} ${view.xg.away}`);
  const pick = modelPick(m);
  if (pick) parts.push(`模型倾向：亚盘${pick.selection === 'home' ? '主队' : '客队'}`);
  return {
    title: `赛前模型观点：${m.homeName} vs ${m.awayName}`,
    body: parts.length > 0 ? parts.join('；') : '该场比赛暂无指数，模型无法给出观点',
  };
}

/**
 * AI 提醒 (issue 15): subscriptions and history over REST, reminders generated from the leader's list patches
 * and pushed to `user:{id}` socket rooms. Starts after the live, API and (optionally) arena parts.
 */
export function reminderPlugin(
  api: ApiPlugin,
  live: LiveTap,
  arena: { service(): ArenaService } | null = null,
  opts: { writeRule?: LimitRule } = {},
): GatewayPlugin & { generator(): ReminderGenerator; repo(): ReminderRepo } {
  let generator: ReminderGenerator | null = null;
  let repo: ReminderRepo | null = null;
  return {
    name: 'reminder',
    generator() {
      if (!generator) throw new Error('reminder part not started');
      return generator;
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
      });
      live.onPatch(generator.onPatch);
      handleReminderSockets(ctx.io, {
        services: s,
        repo: reminders,
        ready: (room) => live.ready(room),
        logger: ctx.logger,
      });

      // A match subscription asking for the model's view gets it at once while the match has not started.
      const afterSubscribe = async (
        userId: number,
        sub: { targetKind: string; targetId: string; kinds: string[] },
      ) => {
        if (sub.targetKind !== 'match' || !sub.kinds.includes('preview' satisfies ReminderKind)) return;
        const caught = await live.store().catchUp(listChannel('football'));
        if (caught.mode !== 'snapshot') return;
        const m = caught.snapshot.state[sub.targetId] as unknown as FootballMatch | undefined;
        if (!m || m.state !== FootballState.NotStarted) return;
        const text = previewText(m);
        const inserted = await reminders.insert([
          { userId, eventKey: `${m.id}:preview`, kind: 'preview', matchId: m.id, ...text },
        ]);
        for (const row of inserted) push(row.userId, reminderView(row));
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
  };
}
