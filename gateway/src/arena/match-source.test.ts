import type { FootballMatch } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { type MatchSource, sharedDays } from './match-source.ts';

/** A source whose day reads the test answers by hand, counting them. */
function heldSource() {
  const pending: Array<{ day: string; resolve(m: FootballMatch[]): void; reject(e: Error): void }> = [];
  const source: MatchSource = {
    match: async () => null,
    day: (day) => new Promise((resolve, reject) => pending.push({ day, resolve, reject })),
  };
  return { source, pending };
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i}` }) as FootballMatch);

describe('sharedDays (page views share the feed’s day reads)', () => {
  it('callers asking while a read is in flight wait for it: one upstream read for all of them, per day', async () => {
    const { source, pending } = heldSource();
    const shared = sharedDays(source, 2_000, () => 0);
    const asked = Array.from({ length: 20 }, () => shared.day('2026-11-28'));
    const other = shared.day('2026-11-29');
    expect(pending.map((p) => p.day)).toEqual(['2026-11-28', '2026-11-29']);
    pending[0]?.resolve(rows(3));
    pending[1]?.resolve(rows(1));
    const answers = await Promise.all(asked);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toHaveLength(3);
    expect(await other).toHaveLength(1);
  });

  it('an answer serves for ttlMs after it came, then the day is read again', async () => {
    const { source, pending } = heldSource();
    let now = 1_000;
    const shared = sharedDays(source, 2_000, () => now);
    const first = shared.day('d');
    pending[0]?.resolve(rows(2));
    await first;
    now += 1_999;
    expect(await shared.day('d')).toHaveLength(2);
    expect(pending).toHaveLength(1);
    now += 1;
    const again = shared.day('d');
    expect(pending).toHaveLength(2);
    pending[1]?.resolve(rows(5));
    expect(await again).toHaveLength(5);
  });

  it('a failed read is not kept: its waiters get the error, the next caller reads again', async () => {
    const { source, pending } = heldSource();
    const shared = sharedDays(source, 2_000, () => 0);
    const a = shared.day('d');
    const b = shared.day('d');
    pending[0]?.reject(new Error('feed down'));
    await expect(a).rejects.toThrow('feed down');
    await expect(b).rejects.toThrow('feed down');
    const c = shared.day('d');
    expect(pending).toHaveLength(2);
    pending[1]?.resolve(rows(1));
    expect(await c).toHaveLength(1);
  });

  it('with ttlMs 0 only reads in flight are shared: an answer is never served after it came', async () => {
    const { source, pending } = heldSource();
    const shared = sharedDays(source, 0, () => 0);
    const a = shared.day('d');
    const b = shared.day('d');
    pending[0]?.resolve(rows(1));
    expect(await a).toBe(await b);
    void shared.day('d');
    expect(pending).toHaveLength(2);
  });
});
