import { randomBytes } from 'node:crypto';
import type { FootballMatch } from '@kuyi/shared';
import { sql } from 'drizzle-orm';
import type { ApiPlugin } from '../api/api-plugin.ts';
import { startWithPlugins } from '../api/start-with-plugins.ts';
import { TestClient } from '../api/test-client.ts';
import { TOKEN_COOKIE } from '../auth/session-cookie.ts';
import type { Database } from '../db/open-database.ts';
import { users } from '../db/schema.ts';
import { footballRow } from '../live/testing/fake-rows.ts';
import type { RunningGateway } from '../server.ts';
import { post, SYSTEM_ACCOUNT } from '../wallet/ledger.ts';
import { arenaPlugin } from './arena-plugin.ts';
import type { MatchSource } from './match-source.ts';

/** A feed stand-in the test moves by hand: matches by id, read as the real source reads them. */
export class FakeMatches implements MatchSource {
  readonly rows = new Map<string, FootballMatch>();
  reads = 0;
  /** Whole-day reads ([F1]) alone. */
  dayReads = 0;

  add(i: number, patch: Partial<FootballMatch> = {}): FootballMatch {
    const kickoff = Date.now() + 3_600_000;
    const row: FootballMatch = {
      ...footballRow(i, kickoff),
      id: `m${i}`,
      state: 0,
      periodStart: null,
      odds: {
        ya: { line: 0.25, home: 0.92, away: 0.94 },
        da: { line: 2.5, over: 0.88, under: 0.98 },
        ou: { home: 2.1, draw: 3.3, away: 3.6 },
      },
      ...patch,
    };
    this.rows.set(row.id, row);
    return row;
  }

  set(id: string, patch: Partial<FootballMatch>): void {
    const row = this.rows.get(id);
    if (!row) throw new Error(`no match ${id}`);
    this.rows.set(id, { ...row, ...patch });
  }

  async match(id: string) {
    this.reads += 1;
    return structuredClone(this.rows.get(id) ?? null);
  }

  async day(_day: string) {
    this.reads += 1;
    this.dayReads += 1;
    return [...this.rows.values()].map((m) => structuredClone(m));
  }
}

export interface ArenaHarness {
  gw: RunningGateway;
  db: Database;
  matches: FakeMatches;
  arena: ReturnType<typeof arenaPlugin>;
  api: ApiPlugin;
  /** A logged-in client for a new user holding `qiubiFen` 球币 (in 分). */
  user(qiubiFen?: number): Promise<{ id: number; name: string; c: TestClient }>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** A gateway with the API and arena parts (settler off: tests tick it) on PGlite or a fresh PostgreSQL. */
export async function startArena(backend: 'PGlite' | 'PostgreSQL'): Promise<ArenaHarness> {
  const matches = new FakeMatches();
  // Built anew with the API part at each (re)start, inside startWithPlugins.
  let arena!: ReturnType<typeof arenaPlugin>;
  const t = await startWithPlugins(backend, {
    dirPrefix: 'kuyi-arena-',
    plugins: (api) => {
      // Pages read the day fresh: tests move the feed between two reads.
      arena = arenaPlugin(api, { source: matches, settleMs: 0 });
      return [api, arena];
    },
  });
  let seq = 0;
  const h: ArenaHarness = {
    get gw() {
      return t.gw;
    },
    get db() {
      return t.api.db();
    },
    get arena() {
      return arena;
    },
    get api() {
      return t.api;
    },
    matches,
    async user(qiubiFen = 0) {
      seq += 1;
      const name = `竞技${seq}_${randomBytes(2).toString('hex')}`;
      const phone = `1${String(30_000_000_00 + seq * 7919 + Math.floor(Math.random() * 1000)).padStart(10, '0')}`;
      const [row] = await h.db
        .insert(users)
        .values({ phone, userName: name, passwordHash: '!' })
        .returning({ id: users.id });
      if (!row) throw new Error('user insert failed');
      if (qiubiFen > 0) {
        await h.db.transaction((tx) =>
          post(tx, [
            {
              userId: row.id,
              currency: 'qiubi',
              amount: qiubiFen,
              kind: 'welcome',
              refType: 'test',
              refId: '',
              memo: '测试充值',
            },
            {
              userId: SYSTEM_ACCOUNT,
              currency: 'qiubi',
              amount: -qiubiFen,
              kind: 'welcome',
              refType: 'test',
              refId: '',
              memo: '测试充值',
            },
          ]),
        );
      }
      const token = await t.api.services().sessions.create(row.id);
      const c = new TestClient(t.url, { origin: t.url });
      c.cookies.set(TOKEN_COOKIE, token);
      return { id: row.id, name, c };
    },
    restart: t.restart,
    stop: t.stop,
  };
  return h;
}

/** [W] Money is never created or destroyed: every account's balance equals the sum of its ledger rows. */
export async function ledgerMismatches(db: Database): Promise<unknown[]> {
  const res = await db.execute(sql`
    select b.user_id, b.currency, b.balance, coalesce(l.total, 0) as total
    from wallet_balances b
    left join (select user_id, currency, sum(amount) as total from wallet_ledger group by user_id, currency) l
      on l.user_id = b.user_id and l.currency = b.currency
    where b.balance <> coalesce(l.total, 0)`);
  return (res as unknown as { rows: unknown[] }).rows ?? (res as unknown as unknown[]);
}
