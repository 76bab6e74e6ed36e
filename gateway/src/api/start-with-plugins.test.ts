import { stat } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { TEST_PG_ADMIN_URL } from '../db/test-databases.ts';
import type { GatewayPlugin } from '../plugin.ts';
import { startWithPlugins } from './start-with-plugins.ts';
import { BACKENDS } from './test-backends.ts';

const exists = (dir: string) =>
  stat(dir).then(
    () => true,
    () => false,
  );

/** Test databases on the server, so a suite that forgets one shows here. */
async function testDatabases(): Promise<string[]> {
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'kuyi_test_%'",
    );
    return rows.map((r) => r.datname);
  } finally {
    await admin.end();
  }
}
const nameOf = (url: string | undefined) => new URL(url ?? 'postgres://x/none').pathname.slice(1);

describe.each(BACKENDS)('a contract suite gateway on $name', ({ name, skip }) => {
  it.skipIf(skip)('leaves no data directory (nor, on PostgreSQL, database) once stopped', async () => {
    const t = await startWithPlugins(name, { dirPrefix: 'kuyi-plugins-', plugins: (api) => [api] });
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    expect(await exists(t.dataDir)).toBe(true);
    if (name === 'PostgreSQL') expect(await testDatabases()).toContain(nameOf(t.databaseUrl));
    else expect(t.databaseUrl).toBeUndefined();

    await t.stop();
    expect(await exists(t.dataDir)).toBe(false);
    if (name === 'PostgreSQL') expect(await testDatabases()).not.toContain(nameOf(t.databaseUrl));
  });

  it.skipIf(skip)('a part that fails to start leaves nothing behind either', async () => {
    // What the gateway was started on, read by the failing part.
    const seen = { dataDir: '', databaseUrl: undefined as string | undefined };
    const broken: GatewayPlugin = {
      name: 'broken',
      async start(ctx) {
        seen.dataDir = ctx.config.DATA_DIR;
        seen.databaseUrl = ctx.config.DATABASE_URL;
        throw new Error('part failed');
      },
    };
    await expect(
      startWithPlugins(name, { dirPrefix: 'kuyi-plugins-', plugins: (api) => [api, broken] }),
    ).rejects.toThrow('part failed');
    expect(seen.dataDir).not.toBe('');
    expect(await exists(seen.dataDir)).toBe(false);
    if (name === 'PostgreSQL') expect(await testDatabases()).not.toContain(nameOf(seen.databaseUrl));
  });

  it.skipIf(skip)(
    'a restart starts new parts on the same data directory, database and key prefix',
    async () => {
      const prefixes: string[] = [];
      const t = await startWithPlugins(name, {
        dirPrefix: 'kuyi-plugins-',
        plugins: (api, keyPrefix) => {
          prefixes.push(keyPrefix);
          return [api];
        },
      });
      try {
        const phone = `1${String(Date.now()).slice(-10)}`;
        await t.api.db().insert(users).values({ phone, userName: '重启前', passwordHash: '!' });
        const before = { api: t.api, gw: t.gw };

        await t.restart();

        expect(t.api).not.toBe(before.api);
        expect(t.gw).not.toBe(before.gw);
        expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
        const rows = await t.api.db().select().from(users).where(eq(users.phone, phone));
        expect(rows.map((r) => r.userName)).toEqual(['重启前']);
        expect(prefixes).toHaveLength(2);
        expect(prefixes[1]).toBe(prefixes[0]);
      } finally {
        await t.stop();
      }
      expect(await exists(t.dataDir)).toBe(false);
      if (name === 'PostgreSQL') expect(await testDatabases()).not.toContain(nameOf(t.databaseUrl));
    },
  );
});
