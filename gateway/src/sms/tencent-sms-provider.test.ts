import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_API_OPTIONS } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { startTestGateway, type TestGateway } from '../api/test-gateway.ts';
import { AUTH_MSG } from '../auth/auth-messages.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: {
    PhoneNumberSet: string[];
    SmsSdkAppId: string;
    SignName: string;
    TemplateId: string;
    TemplateParamSet: string[];
  };
}

/**
 * A local stand-in of sms.tencentcloudapi.com: answers SendSms the way the real API does (API 3.0 JSON,
 * `Response.SendStatusSet[].Code`), with `Ok` or the failure code the test sets.
 */
function standIn() {
  const received: Received[] = [];
  let status = 'Ok';
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) });
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          Response: {
            SendStatusSet: [
              {
                SerialNo: '2028:1',
                PhoneNumber: '+86',
                Fee: 1,
                Code: status,
                Message: status === 'Ok' ? 'send success' : 'limit',
              },
            ],
            RequestId: 'a0aabda6-cf91-4f3e-a81f-9198114a2279',
          },
        }),
      );
    });
  });
  return { server, received, fail: (code: string) => (status = code), reset: () => (status = 'Ok') };
}

describe('Tencent Cloud SMS provider (SMS_PROVIDER=tencent) against a local stand-in', () => {
  const fake = standIn();
  let endpoint = '';
  let t: TestGateway;
  beforeAll(async () => {
    await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    t = await startTestGateway({}, { ...TEST_API_OPTIONS, env: env() });
  });
  afterAll(async () => {
    await t?.stop();
    await new Promise<void>((r) => fake.server.close(() => r()));
  });
  afterEach(() => fake.reset());

  /** Asks for a code and reads it from the SendSms call, as the phone would. */
  const codeFromStandIn = async (c: TestClient, phone: string) => {
    expect((await c.get(`/api/user/user/sentCode?phone=${phone}`)).body.code).toBe(200);
    return fake.received.at(-1)?.body.TemplateParamSet[0] ?? '';
  };

  const env = () => ({
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: 'AKIDtest',
    TENCENT_SMS_SECRET_KEY: 'secret',
    TENCENT_SMS_APP_ID: '1400000000',
    TENCENT_SMS_SIGN_NAME: '酷易体育',
    TENCENT_SMS_TEMPLATE_ID: '123456',
    TENCENT_SMS_PHONE_CHANGED_TEMPLATE_ID: '654321',
    TENCENT_SMS_ENDPOINT: endpoint,
  });

  it('[SMS5] sentCode calls SendSms signed with TC3 and the code and 5 minutes as template parameters', async () => {
    const c = new TestClient(t.gw.url);
    const res = await c.get('/api/user/user/sentCode?phone=13712345678');
    expect(res.body).toEqual({ code: 200, msg: AUTH_MSG.codeSent, data: null });
    const call = fake.received.at(-1);
    expect(call?.headers['x-tc-action']).toBe('SendSms');
    expect(call?.headers['x-tc-version']).toBe('2021-01-11');
    expect(call?.headers.authorization).toMatch(/^TC3-HMAC-SHA256 Credential=AKIDtest\//);
    expect(call?.body).toMatchObject({
      PhoneNumberSet: ['+8613712345678'],
      SmsSdkAppId: '1400000000',
      SignName: '酷易体育',
      TemplateId: '123456',
    });
    expect(call?.body.TemplateParamSet[0]).toMatch(/^\d{6}$/);
    expect(call?.body.TemplateParamSet[1]).toBe('5');
    // No dev outbox with a real provider.
    expect((await c.get('/api/dev/sms-outbox?phone=13712345678')).status).toBe(403);
  });

  it('[SMS5] a refused send answers 短信发送失败 and does not start the 60 s wait', async () => {
    const c = new TestClient(t.gw.url);
    fake.fail('LimitExceeded.PhoneNumberDailyLimit');
    const res = await c.get('/api/user/user/sentCode?phone=13712345679');
    expect(res.body).toEqual({ code: 503, msg: AUTH_MSG.smsFailed, data: null });
    fake.reset();
    expect((await c.get('/api/user/user/sentCode?phone=13712345679')).body.code).toBe(200);
  });

  it('[UA4] a phone change sends the old phone the phoneChanged template: when, and the new number masked', async () => {
    const c = new TestClient(t.gw.url, { referer: `${t.gw.url}/userarea/setPhone` });
    const codeTo = (phone: string) => codeFromStandIn(c, phone);
    const form = { password: 'abc12345', confirmPassword: 'abc12345', userName: 'tencent_ua4' };
    const reg = await c.post('/api/user/user/register', {
      ...form,
      phone: '13712340001',
      code: await codeTo('13712340001'),
    });
    expect(reg.body.code).toBe(200);
    const code = await codeTo('13712340002');
    const res = await c.post('/api/user/user/bindingPhone', {
      password: form.password,
      phone: '13712340002',
      code,
    });
    expect(res.body.msg).toBe(AUTH_MSG.bindOk);
    const call = fake.received.at(-1);
    expect(call?.body).toMatchObject({ PhoneNumberSet: ['+8613712340001'], TemplateId: '654321' });
    expect(call?.body.TemplateParamSet).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      '137****0002',
    ]);
  });

  it('[UA4] a notice the provider refuses does not undo the phone change', async () => {
    const c = new TestClient(t.gw.url, { referer: `${t.gw.url}/userarea/setPhone` });
    const codeTo = (phone: string) => codeFromStandIn(c, phone);
    const form = { password: 'abc12345', confirmPassword: 'abc12345', userName: 'tencent_ua4b' };
    await c.post('/api/user/user/register', {
      ...form,
      phone: '13712340003',
      code: await codeTo('13712340003'),
    });
    const code = await codeTo('13712340004');
    fake.fail('LimitExceeded.PhoneNumberDailyLimit');
    const res = await c.post('/api/user/user/bindingPhone', {
      password: form.password,
      phone: '13712340004',
      code,
    });
    expect(res.body.msg).toBe(AUTH_MSG.bindOk);
    expect((await c.get('/api/user/user/selectById')).body.data).toMatchObject({ phone: '137****0004' });
  });

  it('[SMS5] SMS_PROVIDER=tencent without its settings fails at start, naming them', async () => {
    await expect(startTestGateway({}, { env: { SMS_PROVIDER: 'tencent' } })).rejects.toThrow(
      /TENCENT_SMS_SECRET_ID, TENCENT_SMS_SECRET_KEY, TENCENT_SMS_APP_ID.*TENCENT_SMS_PHONE_CHANGED_TEMPLATE_ID/,
    );
  });
});

describe('dev SMS outbox', () => {
  it('[SMS6] GET /api/dev/sms-outbox is refused when NODE_ENV=production', async () => {
    const t = await startTestGateway({ NODE_ENV: 'production' });
    try {
      const c = new TestClient(t.gw.url);
      expect((await c.get('/api/user/user/sentCode?phone=13612345678')).body.code).toBe(200);
      const res = await c.get('/api/dev/sms-outbox?phone=13612345678');
      expect(res.body).toEqual({ code: 403, msg: AUTH_MSG.devOnly, data: null });
      const notices = await c.get('/api/dev/sms-notices?phone=13612345678');
      expect(notices.body).toEqual({ code: 403, msg: AUTH_MSG.devOnly, data: null });
    } finally {
      await t.stop();
    }
  });
});
