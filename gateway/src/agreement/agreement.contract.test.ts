import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AGREEMENT_IDS, AGREEMENT_MSG, type Agreement, isDay } from '@kuyi/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPlugin } from '../api/api-plugin.ts';
import { BACKENDS } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { createTestPostgres } from '../db/test-databases.ts';
import { type RunningGateway, start } from '../server.ts';
import { agreementPlugin } from './agreement-plugin.ts';
import { agreements } from './agreement-table.ts';

const LIST = '/api/user/agreement/getAgreementList';

/** A gateway with the API part (which opens the database) and the agreements, on one database. */
async function boot(dataDir: string, databaseUrl: string | undefined) {
  const api = apiPlugin({ env: {} });
  const gw = await start(
    { PORT: 0, LOG_LEVEL: 'silent', DATA_DIR: dataDir, REDIS_URL: undefined, DATABASE_URL: databaseUrl },
    [api, agreementPlugin(api)],
  );
  return { gw, api };
}

/** [A3] run on embedded PGlite and on PostgreSQL (a fresh `kuyi_test_*` database). */
describe.each(BACKENDS)('agreements API on $name', ({ name, skip }) => {
  let dataDir = '';
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  let running: { gw: RunningGateway; api: ReturnType<typeof apiPlugin> } | undefined;
  const client = () => new TestClient(running?.gw.url ?? '');

  beforeAll(async () => {
    if (skip) return;
    dataDir = await mkdtemp(path.join(tmpdir(), 'kuyi-agreement-'));
    if (name === 'PostgreSQL') {
      const db = await createTestPostgres();
      if ('unreachable' in db) throw new Error(db.unreachable);
      databaseUrl = db.url;
      dropDb = db.drop;
    }
    running = await boot(dataDir, databaseUrl);
  });
  afterAll(async () => {
    await running?.gw.stop();
    await dropDb?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  describe.skipIf(skip)('', () => {
    it('[A3] without agreementId every seeded agreement comes back with its title, text and day', async () => {
      const res = await client().get<Agreement[]>(LIST);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(200);
      expect(res.body.data.map((a) => a.agreementId).sort()).toEqual([...AGREEMENT_IDS].sort());
      for (const a of res.body.data) {
        expect(a.title).toMatch(/^酷易体育/);
        expect(isDay(a.updatedAt)).toBe(true);
        // Several sections, each a heading the page lists in its table of contents.
        expect(a.content.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(6);
        expect(a.content).toContain('service@kuyisports.example');
      }
    });

    it('[A3] one agreement by id: the privacy policy says what is collected and how it is kept', async () => {
      const res = await client().get<Agreement[]>(`${LIST}?agreementId=privacy`);
      expect(res.body.code).toBe(200);
      expect(res.body.data).toHaveLength(1);
      const [privacy] = res.body.data;
      expect(privacy?.title).toBe('酷易体育隐私政策');
      for (const fact of ['手机号', '身份证号', 'scrypt', '短信服务商', 'HttpOnly', '注销账号', '未成年人'])
        expect(privacy?.content).toContain(fact);
    });

    it('[A3] an unknown agreementId answers 404 in Chinese; a malformed one 400', async () => {
      const unknown = await client().get(`${LIST}?agreementId=nope`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ code: 404, msg: AGREEMENT_MSG.notFound, data: null });
      const bad = await client().get(`${LIST}?agreementId=${encodeURIComponent("x' or 1=1 --")}`);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ code: 400, msg: AGREEMENT_MSG.badId, data: null });
    });

    it('[A3] seeding is idempotent: a restart keeps an operator edit and adds no rows', async () => {
      if (!running) throw new Error('gateway not started');
      await running.api
        .db()
        .update(agreements)
        .set({ title: '酷易体育隐私政策（修订）', updatedAt: new Date('2026-12-01T00:00:00+08:00') })
        .where(eq(agreements.agreementId, 'privacy'));
      await running.gw.stop();
      running = await boot(dataDir, databaseUrl);
      const res = await client().get<Agreement[]>(LIST);
      expect(res.body.data).toHaveLength(AGREEMENT_IDS.length);
      const privacy = res.body.data.find((a) => a.agreementId === 'privacy');
      expect(privacy).toMatchObject({ title: '酷易体育隐私政策（修订）', updatedAt: '2026-12-01' });
    });
  });
});
