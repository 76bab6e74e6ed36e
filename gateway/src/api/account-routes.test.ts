import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MSG } from '../auth/auth-messages.ts';
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
