import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PluginGateway, startWithPlugins } from '../api/start-with-plugins.ts';
import { BACKENDS, randomName, randomPhone } from '../api/test-backends.ts';
import { users } from '../db/schema.ts';
import { NoticeRepo } from './notice-repo.ts';
import { NOTICE_KEEP_PER_USER, pruneNotices } from './notice-retention.ts';
import { notifyPlugin } from './notify-plugin.ts';
import { notices } from './schema.ts';

const DAY = 86_400_000;
/** An explicit clock: every age below is counted back from here, nothing depends on the test's real time. */
const NOW = new Date('2031-03-01T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * DAY);

/** [NT7] Old notices go: read ones after 90 days, any after 180, and each user keeps only their newest 500. */
describe.each(BACKENDS)('notice retention on $name', ({ name, skip }) => {
  let t: PluginGateway | undefined;
  beforeAll(async () => {
    if (skip) return;
    t = await startWithPlugins(name, {
      dirPrefix: 'kuyi-notice-prune-',
      plugins: (api) => [api, notifyPlugin(api, { pruneMs: 0 })],
    });
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });
  const db = () => {
    if (!t) throw new Error('not started');
    return t.api.db();
  };
  const user = async () => {
    const [u] = await db()
      .insert(users)
      .values({ phone: randomPhone(), userName: randomName(), passwordHash: 'x' })
      .returning({ id: users.id });
    if (!u) throw new Error('no user');
    return u.id;
  };
  /** One notice per entry, inserted oldest first so ids follow creation as in production. */
  const add = async (userId: number, rows: { text: string; ageDays: number; read: boolean }[]) => {
    for (const r of rows)
      await db()
        .insert(notices)
        .values({
          userId,
          kind: 'reply',
          text: r.text,
          target: { type: 'none' },
          createdAt: daysAgo(r.ageDays),
          readAt: r.read ? daysAgo(r.ageDays) : null,
        });
  };
  const texts = async (userId: number) =>
    (await db().select({ text: notices.text }).from(notices).where(eq(notices.userId, userId)))
      .map((r) => r.text)
      .sort();

  describe.skipIf(skip)('', () => {
    it('[NT7] a read notice goes after 90 days, an unread one after 180; newer ones and other users stay', async () => {
      const a = await user();
      const b = await user();
      await add(a, [
        { text: 'a-unread-200', ageDays: 200, read: false },
        { text: 'a-read-181', ageDays: 181, read: true },
        { text: 'a-unread-179', ageDays: 179, read: false },
        { text: 'a-read-91', ageDays: 91, read: true },
        { text: 'a-read-89', ageDays: 89, read: true },
        { text: 'a-unread-1', ageDays: 1, read: false },
      ]);
      await add(b, [
        { text: 'b-read-95', ageDays: 95, read: true },
        { text: 'b-unread-95', ageDays: 95, read: false },
      ]);
      const repo = new NoticeRepo(db());
      expect(await repo.unread(a)).toBe(3);

      expect(await pruneNotices(db(), NOW)).toBe(4);

      expect(await texts(a)).toEqual(['a-read-89', 'a-unread-1', 'a-unread-179']);
      expect(await texts(b)).toEqual(['b-unread-95']);
      expect(await repo.unread(a)).toBe(2);
      expect(await repo.unread(b)).toBe(1);
      expect((await repo.page(a, 1, 20)).total).toBe(3);
      // A second pass at the same instant finds nothing more.
      expect(await pruneNotices(db(), NOW)).toBe(0);
    });

    it('[NT7] a user keeps their newest 500, unread or not; a user with 500 loses none', async () => {
      const busy = await user();
      const full = await user();
      const over = NOTICE_KEEP_PER_USER + 3;
      // Oldest first: #0 … #502, all recent; #0–#2 are the three beyond the newest 500. #1 is unread.
      await db()
        .insert(notices)
        .values(
          Array.from({ length: over }, (_, i) => ({
            userId: busy,
            kind: 'reply' as const,
            text: `#${i}`,
            target: { type: 'none' as const },
            createdAt: daysAgo(10),
            readAt: i % 2 === 0 ? daysAgo(5) : null,
          })),
        );
      await db()
        .insert(notices)
        .values(
          Array.from({ length: NOTICE_KEEP_PER_USER }, (_, i) => ({
            userId: full,
            kind: 'reply' as const,
            text: `f${i}`,
            target: { type: 'none' as const },
            createdAt: daysAgo(10),
          })),
        );
      const repo = new NoticeRepo(db());
      const unreadBefore = await repo.unread(busy);

      expect(await pruneNotices(db(), NOW)).toBe(3);

      const left = await texts(busy);
      expect(left).toHaveLength(NOTICE_KEEP_PER_USER);
      expect(left).not.toContain('#0');
      expect(left).not.toContain('#1');
      expect(left).not.toContain('#2');
      expect(left).toContain('#3');
      expect(left).toContain(`#${over - 1}`);
      // #1 was the only unread one of the three.
      expect(await repo.unread(busy)).toBe(unreadBefore - 1);
      expect(await texts(full)).toHaveLength(NOTICE_KEEP_PER_USER);
      expect(await repo.unread(full)).toBe(NOTICE_KEEP_PER_USER);
    });
  });
});
