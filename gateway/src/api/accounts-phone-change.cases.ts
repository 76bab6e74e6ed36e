import { describe, expect, it } from 'vitest';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { codeFor, randomPhone, registerUser } from './test-backends.ts';
import { TestClient } from './test-client.ts';
import type { TestGateway } from './test-gateway.ts';

interface Notice {
  phone: string;
  text: string;
  sentAt: string;
}

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

/** Contract cases: what else a phone change does. Run on every backend by accounts.contract.test.ts. */
export function phoneChangeCases(gateway: () => TestGateway): void {
  const client = () => new TestClient(gateway().gw.url);
  /** A browser on the 更换手机 page: it sends the page as Referer on writes. */
  const browser = () =>
    new TestClient(gateway().gw.url, { referer: `${gateway().gw.url}/userarea/setPhone` });
  const login = (c: TestClient, phoneOrUserName: string, password: string) =>
    c.post('/api/user/user/login', { phoneOrUserName, password });
  const noticesTo = async (phone: string) =>
    (await client().get<Notice[]>(`/api/dev/sms-notices?phone=${phone}`)).body;

  describe('changing the phone', () => {
    it('[UA4] a phone change ends every other session of the account; the one that made it stays logged in', async () => {
      const mine = browser();
      const u = await registerUser(mine);
      const thief = client();
      expect((await login(thief, u.phone, u.password)).body.msg).toBe(AUTH_MSG.loginOk);
      const phone = randomPhone();
      const res = await mine.post('/api/user/user/bindingPhone', {
        password: u.password,
        phone,
        code: await codeFor(mine, phone),
      });
      expect(res.body.msg).toBe(AUTH_MSG.bindOk);
      expect((await thief.get('/api/user/user/selectById')).body).toEqual({
        code: 401,
        msg: '请先登录',
        data: null,
      });
      expect(thief.cookies.size).toBe(0);
      expect((await mine.get('/api/user/user/selectById')).body.data).toMatchObject({ phone: masked(phone) });
    });

    it('[UA4] the old phone is told of the change by SMS, with the new number masked', async () => {
      const c = browser();
      const u = await registerUser(c);
      expect((await noticesTo(u.phone)).data).toEqual([]);
      const phone = randomPhone();
      const res = await c.post('/api/user/user/bindingPhone', {
        password: u.password,
        phone,
        code: await codeFor(c, phone),
      });
      expect(res.body.msg).toBe(AUTH_MSG.bindOk);
      const old = await noticesTo(u.phone);
      expect(old.code).toBe(200);
      expect(old.data).toHaveLength(1);
      expect(old.data[0]?.text).toMatch(
        new RegExp(
          `^【酷易体育】您的账号绑定手机已于\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}更换为${masked(phone).replace(/\*/g, '\\*')}，如非本人操作请立即联系客服。$`,
        ),
      );
      expect(old.data[0]?.text).not.toContain(phone);
      // The new phone got its code only, no notice.
      expect((await noticesTo(phone)).data).toEqual([]);
    });

    it('[V11] a GET carrying the right password and code answers 405 请使用POST提交 and changes nothing', async () => {
      const c = client();
      const u = await registerUser(c);
      const phone = randomPhone();
      const code = await codeFor(c, phone);
      const get = await c.get(
        `/api/user/user/bindingPhone?phone=${phone}&code=${code}&password=${u.password}`,
      );
      expect(get.status).toBe(405);
      expect(get.body).toEqual({ code: 405, msg: AUTH_MSG.postOnly, data: null });
      expect(get.headers.get('allow')).toBe('POST');
      // Passwords in a query are never read: wrong ones do not count toward the lockout.
      for (let i = 0; i < 5; i++) {
        const wrong = await c.get(
          `/api/user/user/bindingPhone?phone=${phone}&code=${code}&password=bad${i}xyz`,
        );
        expect(wrong.status).toBe(405);
      }
      expect((await c.get('/api/user/user/selectById')).body.data).toMatchObject({ phone: masked(u.phone) });
      expect((await login(client(), phone, u.password)).body.msg).toBe(AUTH_MSG.wrongCredentials);
      expect((await noticesTo(u.phone)).data).toEqual([]);
      // The code was not spent and the account is not locked: the same form POSTed goes through.
      const post = await c.post(
        '/api/user/user/bindingPhone',
        { password: u.password, phone, code },
        { referer: `${gateway().gw.url}/userarea/setPhone` },
      );
      expect(post.body.msg).toBe(AUTH_MSG.bindOk);
    });
  });
}
