import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { DEFAULT_SMS_RULES } from '../sms/sms-guard.ts';
import { registerUser, startOn } from './test-backends.ts';
import { TestClient } from './test-client.ts';
import type { TestGateway } from './test-gateway.ts';

/** Points an address has a day: two sign-ups spend two; the rest are left for look-ups. */
const IP_POINTS = 6;

describe('[SMS7] 更换手机 is no free phone oracle', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await startOn(
      'PGlite',
      {},
      { smsRules: { ...DEFAULT_SMS_RULES, perIpDaily: { points: IP_POINTS, durationSec: 86_400 } } },
    );
  });
  afterAll(() => t?.stop());

  it('each refusal that tells whether a phone is registered (已被其他账号使用 / 验证码已失效) spends a look-up point', async () => {
    const taken = await registerUser(new TestClient(t.gw.url));
    const c = new TestClient(t.gw.url, { origin: t.gw.url });
    const me = await registerUser(c);
    const answers: Array<{ code: number; msg: string }> = [];
    for (let i = 0; i < IP_POINTS; i++) {
      const res = await c.post('/api/user/user/bindingPhone', {
        phone: taken.phone,
        password: me.password,
        code: '123456',
      });
      answers.push({ code: res.body.code, msg: res.body.msg });
      if (res.body.code === 429) break;
    }
    // The sign-ups spent two points; each refusal spends one, and then the address is told to wait.
    expect(answers.slice(0, IP_POINTS - 2)).toEqual(
      Array(IP_POINTS - 2).fill({ code: 409, msg: AUTH_MSG.phoneBound }),
    );
    expect(answers.at(-1)?.code).toBe(429);
  });
});
