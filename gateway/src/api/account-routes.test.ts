import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { hashPassword } from '../auth/password.ts';
import type { UserRow } from '../db/schema.ts';
import { errorHandler } from '../http/error-handler.ts';
import { MemoryCodeStore } from '../sms/code-store.ts';
import { DevSmsProvider } from '../sms/dev-sms-provider.ts';
import { DEFAULT_SMS_RULES, SmsGuard } from '../sms/sms-guard.ts';
import { SmsService } from '../sms/sms-service.ts';
import { accountRoutes } from './account-routes.ts';
import type { ApiServices } from './api-services.ts';

/** The one phone with an account; every other phone is unknown. */
const REGISTERED = '13900000000';
/** A small per-IP day so the test can count the points each sentCode spends ([SMS4]). */
const IP_POINTS = 4;

describe('[SMS7][SMS4] sentCode purpose checks spend the IP’s daily points like sends', () => {
  let server: Server;
  let base: string;
  const provider = new DevSmsProvider();
  beforeAll(async () => {
    const guard = new SmsGuard(null, `t${Math.random()}`, {
      ...DEFAULT_SMS_RULES,
      perIpDaily: { points: IP_POINTS, durationSec: 86_400 },
    });
    const services = {
      users: {
        byPhone: async (phone: string) => (phone === REGISTERED ? ({ id: 1 } as UserRow) : null),
      },
      sms: new SmsService(new MemoryCodeStore(), guard, provider),
    } as unknown as ApiServices;
    const app = express();
    app.use('/api', accountRoutes(services));
    app.use(errorHandler(pino({ level: 'silent' })));
    server = createServer(app).listen(0);
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const sentCode = async (phone: string, type: string) =>
    (await fetch(`${base}/api/user/user/sentCode?phone=${phone}&type=${type}`)).json();

  it('a refused login check costs a point as a refused register or reset check does: no free phone oracle', async () => {
    expect(await sentCode('13800000001', 'login')).toMatchObject({
      code: 400,
      msg: AUTH_MSG.phoneNotRegistered,
    });
    expect(await sentCode(REGISTERED, 'register')).toMatchObject({ code: 400, msg: AUTH_MSG.phoneTaken });
    expect(await sentCode('13800000002', 'reset')).toMatchObject({
      code: 400,
      msg: AUTH_MSG.phoneNotRegistered,
    });
    // A passing login check and its send spend the fourth point together.
    expect(await sentCode(REGISTERED, 'login')).toMatchObject({ code: 200, msg: AUTH_MSG.codeSent });
    expect((await provider.latest(REGISTERED))?.code).toMatch(/^\d{6}$/);
    // The day's points are gone: the next look-up is refused before it asks who holds the phone.
    expect(await sentCode('13800000003', 'login')).toMatchObject({ code: 429, msg: AUTH_MSG.ipDailyCap });
    expect(await provider.latest('13800000001')).toBeNull();
  });
});

/** An express app around accountRoutes with the given (partial) services. */
async function serve(services: Partial<ApiServices>): Promise<{ base: string; close(): Promise<void> }> {
  const app = express();
  app.use(express.json());
  app.use('/api', accountRoutes(services as ApiServices));
  app.use(errorHandler(pino({ level: 'silent' })));
  const server = createServer(app).listen(0);
  await new Promise((r) => server.once('listening', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(() => r(undefined))),
  };
}

const post = async (base: string, path: string, body: unknown) =>
  (
    await fetch(`${base}/api/user/user/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json();

describe('[SMS7] the code-checked submits are no free phone oracle', () => {
  it('each refusal of register, code login and forgot-password spends one of the address’s daily points', async () => {
    const guard = new SmsGuard(null, `t${Math.random()}`, {
      ...DEFAULT_SMS_RULES,
      perIpDaily: { points: 3, durationSec: 86_400 },
    });
    const app = await serve({
      users: {
        byPhone: async (phone: string) => (phone === REGISTERED ? ({ id: 1 } as UserRow) : null),
        byUserName: async () => null,
      } as unknown as ApiServices['users'],
      sms: new SmsService(new MemoryCodeStore(), guard, new DevSmsProvider()),
    });
    try {
      const form = {
        password: 'kuyi2026a',
        confirmPassword: 'kuyi2026a',
        code: '123456',
        userName: '新球迷',
      };
      expect(await post(app.base, 'register', { ...form, phone: REGISTERED })).toMatchObject({
        msg: AUTH_MSG.phoneTaken,
      });
      expect(await post(app.base, 'loginPcForCode', { phone: '13800000001', code: '123456' })).toMatchObject({
        msg: AUTH_MSG.phoneNotRegistered,
      });
      expect(await post(app.base, 'updatePassWord', { ...form, phone: '13800000002' })).toMatchObject({
        msg: AUTH_MSG.phoneNotRegistered,
      });
      // The day's three points are spent: the next question about a phone is not answered.
      expect(await post(app.base, 'register', { ...form, phone: '13800000003' })).toMatchObject({
        code: 429,
        msg: AUTH_MSG.ipDailyCap,
      });
    } finally {
      await app.close();
    }
  });
});

describe('[UA4] a password reset ends every session, even one a login made while it ran', () => {
  it('a password login whose account’s password changed while it was being checked makes no session', async () => {
    const revoked: string[] = [];
    const before = {
      id: 1,
      userName: '老王',
      passwordHash: await hashPassword('old12345'),
      cancelledAt: null,
    };
    const app = await serve({
      users: {
        byUserName: async () => before as unknown as UserRow,
        // Read again after the session exists: the reset has written the new password by then.
        byId: async () => ({ ...before, passwordHash: await hashPassword('new12345') }) as unknown as UserRow,
      } as unknown as ApiServices['users'],
      loginGuard: {
        claimTry: async () => {},
        releaseTry: async () => {},
        recordSuccess: async () => {},
      } as unknown as ApiServices['loginGuard'],
      sessions: {
        create: async () => 'token-made-during-reset',
        revoke: async (token: string) => {
          revoked.push(token);
        },
      } as unknown as ApiServices['sessions'],
    });
    try {
      const res = await fetch(`${app.base}/api/user/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phoneOrUserName: '老王', password: 'old12345' }),
      });
      expect(await res.json()).toMatchObject({ code: 400, msg: AUTH_MSG.wrongCredentials });
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(revoked).toEqual(['token-made-during-reset']);
    } finally {
      await app.close();
    }
  });
});
