import type { ChannelState, Patch, Reminder } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import type { LiveStore } from '../store/live-store.ts';
import { ReminderGenerator } from './reminder-generator.ts';
import type { NewReminder, ReminderRepo, Subscriber } from './reminder-repo.ts';

const row = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  leagueId: 'l1',
  homeId: `h-${id}`,
  awayId: `a-${id}`,
  homeName: `主${id}`,
  awayName: `客${id}`,
  state: 1,
  homeScore: 0,
  awayScore: 0,
  homeRed: 0,
  awayRed: 0,
  odds: { ya: null, da: null, ou: null },
  ...over,
});

/** A repo in memory with the reminders table's unique (user, event) key, and a store serving one snapshot. */
function kit(snapshot: ChannelState, seq: number, subscribers: Subscriber[]) {
  const stored: Array<NewReminder & { id: number }> = [];
  const pushed: Array<{ userId: number; reminder: Reminder }> = [];
  const repo = {
    async subscribersFor(ms: Array<{ matchId: string }>) {
      return new Map(ms.map((m) => [m.matchId, subscribers]));
    },
    async insert(rows: NewReminder[]) {
      const out = [];
      for (const r of rows) {
        if (stored.some((s) => s.userId === r.userId && s.eventKey === r.eventKey)) continue;
        const saved = { ...r, id: stored.length + 1 };
        stored.push(saved);
        out.push({ ...saved, read: false, createdAt: new Date(0) });
      }
      return out;
    },
  } as unknown as ReminderRepo;
  let reads = 0;
  const store = {
    async catchUp() {
      reads += 1;
      return {
        mode: 'snapshot',
        epoch: 'e1',
        seq,
        snapshot: { channel: 'football:list', epoch: 'e1', seq, ts: 0, state: snapshot },
      };
    },
  } as unknown as LiveStore;
  const generator = new ReminderGenerator({
    repo,
    store: () => store,
    push: (userId, reminder) => pushed.push({ userId, reminder }),
    logger: createLogger('silent', 'test'),
  });
  return { generator, stored, pushed, reads: () => reads };
}

const patch = (seq: number, put: Patch['put'], channel = 'football:list'): Patch => ({
  channel,
  epoch: 'e1',
  seq,
  ts: 0,
  put,
});

describe('[AI2][AI4] the generator on the leader', () => {
  it('[AI2] the first patch it sees loads the list and reports nothing; the next ones report their events', async () => {
    const k = kit({ m1: row('m1', { homeScore: 1 }) }, 5, [{ userId: 7, kinds: ['goal', 'red'] }]);
    k.generator.onPatch(patch(5, { m1: { homeScore: 1 } }));
    k.generator.onPatch(patch(6, { m1: { awayScore: 1 } }));
    k.generator.onPatch(patch(7, { m1: { homeRed: 1, homeCorner: 2 } }));
    await k.generator.idle();
    expect(k.reads()).toBe(1);
    expect(k.pushed.map((p) => [p.userId, p.reminder.kind, p.reminder.title])).toEqual([
      [7, 'goal', '进球！主m1 1-1 客m1'],
      [7, 'red', '红牌！主m1 vs 客m1'],
    ]);
  });

  it('[AI2] a gap in seq reloads the list instead of guessing what changed', async () => {
    const k = kit({ m1: row('m1', { homeScore: 2 }) }, 9, [{ userId: 7, kinds: ['goal'] }]);
    k.generator.onPatch(patch(1, { m1: { state: 1 } }));
    k.generator.onPatch(patch(9, { m1: { homeScore: 2 } }));
    await k.generator.idle();
    expect(k.reads()).toBe(2);
    expect(k.pushed).toEqual([]);
  });

  it('[AI4] only subscribers who asked for the kind are told; an event seen twice is pushed once', async () => {
    const k = kit({ m1: row('m1') }, 1, [
      { userId: 7, kinds: ['goal'] },
      { userId: 8, kinds: ['red'] },
    ]);
    k.generator.onPatch(patch(1, {}));
    k.generator.onPatch(patch(2, { m1: { homeScore: 1 } }));
    await k.generator.idle();
    // A second leader re-seeing the same goal (same key m1:goal:1-0) stores and pushes nothing.
    await k.generator.dispatch([
      { row: row('m1'), event: { kind: 'goal', matchId: 'm1', key: 'm1:goal:1-0', title: 't', body: 'b' } },
    ]);
    expect(k.pushed.map((p) => [p.userId, p.reminder.kind])).toEqual([[7, 'goal']]);
    expect(k.stored).toHaveLength(1);
  });

  it('[AI2] other channels are ignored', async () => {
    const k = kit({}, 0, [{ userId: 7, kinds: ['goal'] }]);
    k.generator.onPatch(patch(1, { 'ev:1': { kind: 'goal' } }, 'football:match:m1'));
    await k.generator.idle();
    expect(k.reads()).toBe(0);
  });
});
