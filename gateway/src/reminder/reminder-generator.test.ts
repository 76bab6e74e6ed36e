import type { ChannelState, Patch, Reminder } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import type { LiveStore } from '../store/live-store.ts';
import { PREVIEW_LATE_MS, PREVIEW_LEAD_MS, previewDue } from './preview.ts';
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
  const deps = {
    repo,
    store: () => store,
    push: (userId: number, reminder: Reminder) => void pushed.push({ userId, reminder }),
    logger: createLogger('silent', 'test'),
  };
  const generator = new ReminderGenerator(deps);
  return { generator, deps, stored, pushed, reads: () => reads };
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

  it('[AI2][AI4] a goal struck off by VAR and another to the same score: both are told, the correction is not', async () => {
    const k = kit({ m1: row('m1') }, 5, [{ userId: 7, kinds: ['goal', 'red'] }]);
    k.generator.onPatch(patch(5, { m1: { state: 1 } }));
    k.generator.onPatch(patch(6, { m1: { homeScore: 1 } }));
    k.generator.onPatch(patch(7, { m1: { homeScore: 0 } }));
    k.generator.onPatch(patch(8, { m1: { homeScore: 1 } }));
    // A red card rescinded and shown again counts again too.
    k.generator.onPatch(patch(9, { m1: { awayRed: 1 } }));
    k.generator.onPatch(patch(10, { m1: { awayRed: 0 } }));
    k.generator.onPatch(patch(11, { m1: { awayRed: 1 } }));
    await k.generator.idle();
    expect(k.pushed.map((p) => [p.reminder.kind, p.reminder.title])).toEqual([
      ['goal', '进球！主m1 1-0 客m1'],
      ['goal', '进球！主m1 1-0 客m1'],
      ['red', '红牌！主m1 vs 客m1'],
      ['red', '红牌！主m1 vs 客m1'],
    ]);
    expect(new Set(k.stored.map((r) => r.eventKey)).size).toBe(4);
  });

  it('[AI2] primed when its replica is elected, the new leader’s first patch is news: its goals are told', async () => {
    const k = kit({ m1: row('m1') }, 5, [{ userId: 7, kinds: ['goal'] }]);
    await k.generator.prime();
    k.generator.onPatch(patch(6, { m1: { homeScore: 1 } }));
    await k.generator.idle();
    expect(k.pushed.map((p) => p.reminder.title)).toEqual(['进球！主m1 1-0 客m1']);
    expect(k.reads()).toBe(1);
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

describe('[AI7] pre-match views from the leader', () => {
  const KICKOFF = Date.UTC(2026, 10, 22, 12);
  const notStarted = (id: string) => row(id, { state: 0, kickoff: KICKOFF });

  it('[AI7] previewDue: from the lead time before kick-off while 未开, not earlier, not once started, not hours late', () => {
    const m = { state: 0 as const, kickoff: KICKOFF };
    expect(previewDue(m, KICKOFF - PREVIEW_LEAD_MS - 1)).toBe(false);
    expect(previewDue(m, KICKOFF - PREVIEW_LEAD_MS)).toBe(true);
    expect(previewDue(m, KICKOFF - 60_000)).toBe(true);
    expect(previewDue(m, KICKOFF + 60_000)).toBe(true);
    expect(previewDue(m, KICKOFF + PREVIEW_LATE_MS)).toBe(false);
    expect(previewDue({ state: 1 as const, kickoff: KICKOFF }, KICKOFF - 60_000)).toBe(false);
    expect(PREVIEW_LEAD_MS).toBe(30 * 60_000);
  });

  it('[AI7] nothing before the lead time; once inside it, each preview subscriber gets the view once, however many ticks', async () => {
    let now = KICKOFF - PREVIEW_LEAD_MS - 60_000;
    const k = kit({ m1: notStarted('m1') }, 1, [
      { userId: 7, kinds: ['preview'] },
      { userId: 8, kinds: ['goal'] },
    ]);
    const generator = new ReminderGenerator({ ...k.deps, now: () => now, isLeader: () => true });
    generator.onPatch(patch(1, {}));
    await generator.tick();
    expect(k.pushed).toEqual([]);
    now = KICKOFF - 10 * 60_000;
    await generator.tick();
    await generator.tick();
    generator.onPatch(patch(2, { m1: { homeRed: 0 } }));
    await generator.idle();
    expect(k.pushed.map((p) => [p.userId, p.reminder.kind, p.reminder.title])).toEqual([
      [7, 'preview', '赛前模型观点：主m1 vs 客m1'],
    ]);
  });

  it('[AI4][AI7] a second generator (a new leader) re-seeing the due match stores and pushes nothing more', async () => {
    const now = KICKOFF - 5 * 60_000;
    const k = kit({ m1: notStarted('m1') }, 1, [{ userId: 7, kinds: ['preview'] }]);
    for (let i = 0; i < 2; i++) {
      const generator = new ReminderGenerator({ ...k.deps, now: () => now, isLeader: () => true });
      generator.onPatch(patch(1, {}));
      await generator.idle();
    }
    expect(k.stored.map((s) => s.eventKey)).toEqual(['m1:preview']);
    expect(k.pushed).toHaveLength(1);
  });

  it('[AI7] a replica that does not lead sends no views on its timer', async () => {
    const k = kit({ m1: notStarted('m1') }, 1, [{ userId: 7, kinds: ['preview'] }]);
    let leader = true;
    let now = KICKOFF - PREVIEW_LEAD_MS - 1;
    const generator = new ReminderGenerator({ ...k.deps, now: () => now, isLeader: () => leader });
    generator.onPatch(patch(1, {}));
    await generator.idle();
    leader = false;
    now = KICKOFF - 60_000;
    await generator.tick();
    expect(k.pushed).toEqual([]);
  });
});

describe('[AI9] the basketball generator', () => {
  it('[AI9] reads basketball:list only, and stores its events as basketball, once', async () => {
    const b = { ...row('b1', { state: 1 }), clockSeconds: 30, clockRunning: true };
    const k = kit({ b1: b }, 1, [{ userId: 7, kinds: ['quarter', 'goal'] }]);
    const generator = new ReminderGenerator({ ...k.deps, sport: 'basketball' });
    generator.onPatch(patch(1, {}, 'football:list'));
    generator.onPatch(patch(1, {}, 'basketball:list'));
    generator.onPatch(patch(2, { b1: { clockSeconds: 0, clockRunning: false } }, 'basketball:list'));
    generator.onPatch(patch(3, { b1: { homeScore: 2 } }, 'basketball:list'));
    await generator.idle();
    expect(k.stored.map((s) => [s.userId, s.sport, s.kind, s.eventKey])).toEqual([
      [7, 'basketball', 'quarter', 'basketball:b1:quarter:1'],
    ]);
    expect(k.pushed.map((p) => p.reminder.title)).toEqual(['第一节结束：主b1 0-0 客b1']);
  });
});
