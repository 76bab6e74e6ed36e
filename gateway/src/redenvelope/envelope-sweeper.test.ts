import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiPlugin, apiPlugin } from '../api/api-plugin.ts';
import { randomName, randomPhone } from '../api/test-backends.ts';
import { users } from '../db/schema.ts';
import { type RunningGateway, start } from '../server.ts';
import { balance, post, SYSTEM_ACCOUNT, withTransaction } from '../wallet/ledger.ts';
import { assertLedgerBalanced } from '../wallet/testing/ledger-check.ts';
import { envelopePlugin } from './envelope-plugin.ts';
import { createEnvelopeForPost } from './envelope-service.ts';
import { redEnvelopes } from './schema.ts';

/** [RE5] The plugin's own sweeper (not just `sweepExpired`) refunds an expired envelope without any reader. */
describe('red envelope sweeper', () => {
  let gw: RunningGateway | undefined;
  let api: ApiPlugin | undefined;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kuyi-sweeper-'));
    api = apiPlugin({ env: {}, keyPrefix: `kuyi_test_${randomBytes(4).toString('hex')}` });
    gw = await start(
      { PORT: 0, LOG_LEVEL: 'silent', DATA_DIR: dataDir, REDIS_URL: undefined, DATABASE_URL: undefined },
      [api, envelopePlugin(api, { sweepMs: 20 })],
    );
  });
  afterAll(async () => {
    await gw?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('[RE5] refunds the remainder of an envelope created 25 hours ago', async () => {
    if (!api) throw new Error('not started');
    const db = api.db();
    const [author] = await db
      .insert(users)
      .values({ phone: randomPhone(), userName: randomName(), passwordHash: 'x' })
      .returning({ id: users.id });
    if (!author) throw new Error('no user');
    const memo = { kind: 'test_grant', refType: 'test', refId: '', memo: '测试' };
    await withTransaction(db, async (tx) => {
      await post(tx, [
        { userId: author.id, currency: 'qiubi', amount: 300, ...memo },
        { userId: SYSTEM_ACCOUNT, currency: 'qiubi', amount: -300, ...memo },
      ]);
      await createEnvelopeForPost(tx, {
        postId: 1,
        postTitle: '测试帖',
        authorId: author.id,
        redEnvelope: { redEnvelopeMoney: '3', redEnvelopeCount: 3, redEnvelopeType: 1, type: 2 },
        now: new Date(Date.now() - 25 * 3600_000),
      });
    });
    expect(await balance(db, author.id, 'qiubi')).toBe(0);
    await vi.waitFor(
      async () => {
        const [row] = await db.select().from(redEnvelopes).where(eq(redEnvelopes.postId, 1));
        expect(row).toMatchObject({ status: 'refunded', refundedAmount: 300 });
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(await balance(db, author.id, 'qiubi')).toBe(300);
    await assertLedgerBalanced(db);
  });
});
