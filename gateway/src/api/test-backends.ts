import { randomInt } from 'node:crypto';
import type { User } from '@kuyi/shared';
import pg from 'pg';
import type { Config } from '../config.ts';
import { TEST_PG_ADMIN_URL } from '../db/test-databases.ts';
import { serviceMissing } from '../db/test-services.ts';
import type { ApiPluginOptions } from './api-plugin.ts';
import { TEST_API_OPTIONS } from './test-api-options.ts';
import type { TestClient } from './test-client.ts';
import { startTestGateway, type TestGateway } from './test-gateway.ts';

/** Whether the PostgreSQL half of the contract suites can run, and why not (throws under CI=true). */
async function probePostgres(): Promise<string | null> {
  const c = new pg.Client({ connectionString: TEST_PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return null;
  } catch (err) {
    return serviceMissing(`PostgreSQL at ${TEST_PG_ADMIN_URL} is unreachable (${String(err)})`);
  }
}
export const postgresProblem = await probePostgres();

/** The two databases every API contract suite runs on. */
export const BACKENDS = [
  { name: 'PGlite', skip: false },
  { name: 'PostgreSQL', skip: postgresProblem !== null },
] as const;

/** Defined apart so test-gateway (through start-with-plugins) does not load this module's PostgreSQL probe. */
export { TEST_API_OPTIONS };

/** Starts a gateway on the named backend (a fresh `kuyi_test_*` database for PostgreSQL). */
export function startOn(
  backend: (typeof BACKENDS)[number]['name'],
  config: Partial<Config> = {},
  opts: ApiPluginOptions = TEST_API_OPTIONS,
): Promise<TestGateway> {
  return startTestGateway(config, opts, backend);
}

export const randomPhone = () => `1${randomInt(30, 99)}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
export const randomName = () => `u${randomInt(0, 1e9).toString(36)}`;

/** Requests a code and reads it back from the dev outbox, as a user reads their phone. */
export async function codeFor(c: TestClient, phone: string): Promise<string> {
  const sent = await c.get(`/api/user/user/sentCode?phone=${phone}`);
  if (sent.status !== 200) throw new Error(`sentCode failed: ${JSON.stringify(sent.body)}`);
  const outbox = await c.get<{ code: string }>(`/api/dev/sms-outbox?phone=${phone}`);
  return outbox.body.data.code;
}

/** Registers (and so logs in) a fresh user on `c`. */
export async function registerUser(c: TestClient, password = 'abc123456') {
  const phone = randomPhone();
  const userName = randomName();
  const code = await codeFor(c, phone);
  const res = await c.post<User>('/api/user/user/register', {
    phone,
    password,
    confirmPassword: password,
    code,
    userName,
  });
  if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return { phone, userName, password, user: res.body.data };
}
