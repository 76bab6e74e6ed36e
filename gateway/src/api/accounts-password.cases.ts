import { MSG } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { codeFor, randomPhone, registerUser } from './test-backends.ts';
import { TestClient } from './test-client.ts';
import type { TestGateway } from './test-gateway.ts';

/** Contract cases: forgot and change password. Run on every backend by accounts.contract.test.ts. */
export function passwordCases(gateway: () => TestGateway): void {
  const client = () => new TestClient(gateway().gw.url);
  const login = (c: TestClient, phoneOrUserName: string, password: string) =>
    c.post('/api/user/user/login', { phoneOrUserName, password });

  describe('forgot and change password', () => {
    it('[V6] updatePassWord answers every §5 message of the forgot-password form', async () => {
      const c = client();
      const good = {
        phone: randomPhone(),
        code: '123456',
        password: 'abc12345',
        confirmPassword: 'abc12345',
      };
      const cases: [Record<string, string>, string][] = [
        [{ phone: '' }, MSG.resetPhoneRequired],
        [{ phone: '2234' }, MSG.resetPhoneInvalid],
        [{ code: '' }, MSG.resetCodeRequired],
        [{ code: '12ab56' }, MSG.resetCodeInvalid],
        [{ password: '', confirmPassword: '' }, MSG.resetPasswordRequired],
        [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, MSG.passwordStrength],
        [{ password: '12345', confirmPassword: '12345' }, MSG.passwordStrength],
        [{ password: '!!!!!!!!', confirmPassword: '!!!!!!!!' }, MSG.passwordStrength],
        [{ confirmPassword: '' }, MSG.confirmRequired],
        [{ confirmPassword: 'abc123456' }, MSG.confirmMismatch],
      ];
      for (const [patch, msg] of cases) {
        const res = await c.post('/api/user/user/updatePassWord', { ...good, ...patch });
        expect({ patch, body: res.body }).toEqual({ patch, body: { code: 400, msg, data: null } });
      }
      const nobody = await c.post('/api/user/user/updatePassWord', good);
      expect(nobody.body.msg).toBe(AUTH_MSG.phoneNotRegistered);
    });

    it('[V6] updatePassWord without a requested code says 请先请求验证码！; with one it resets', async () => {
      const c = client();
      const u = await registerUser(c);
      const other = client();
      const form = { phone: u.phone, code: '123456', password: 'new12345', confirmPassword: 'new12345' };
      const first = await other.post('/api/user/user/updatePassWord', form);
      expect(first.body).toEqual({ code: 400, msg: MSG.resetCodeNotRequested, data: null });
      const code = await codeFor(other, u.phone);
      const res = await other.post('/api/user/user/updatePassWord', { ...form, code });
      expect(res.body).toEqual({ code: 200, msg: AUTH_MSG.resetOk, data: null });
      // Every existing session ends; the old password is refused, the new one works.
      expect((await c.get('/api/user/user/selectById')).body.code).toBe(401);
      expect((await login(client(), u.phone, u.password)).body.msg).toBe(AUTH_MSG.wrongCredentials);
      expect((await login(client(), u.phone, 'new12345')).body.msg).toBe(AUTH_MSG.loginOk);
    });

    it('[V10] updatePassWordNew checks its fields and the original password', async () => {
      const c = client();
      const u = await registerUser(c);
      const cases: [Record<string, string>, string][] = [
        [{ originalPassword: '' }, MSG.originalPasswordRequired],
        [{ password: '1234567', confirmPassword: '1234567' }, MSG.passwordStrength],
        [{ confirmPassword: '' }, MSG.confirmRequired],
        [{ confirmPassword: 'zzz99999' }, MSG.confirmMismatch],
        [{ password: u.password, confirmPassword: u.password }, MSG.samePassword],
        [{ originalPassword: 'wrong1234' }, AUTH_MSG.originalWrong],
      ];
      const good = { originalPassword: u.password, password: 'new12345', confirmPassword: 'new12345' };
      for (const [patch, msg] of cases) {
        const res = await c.post('/api/user/user/updatePassWordNew', { ...good, ...patch });
        expect({ patch, body: res.body }).toEqual({ patch, body: { code: 400, msg, data: null } });
      }
      const anon = await client().post('/api/user/user/updatePassWordNew', good);
      expect(anon.body).toEqual({ code: 401, msg: '请先登录', data: null });
    });

    it('[LOCK1] wrong originals sent at the same moment are 5 tries: a stolen session is no password oracle', async () => {
      const c = client();
      await registerUser(c);
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          c.post('/api/user/user/updatePassWordNew', {
            originalPassword: `wrong${i}1234`,
            password: 'new12345',
            confirmPassword: 'new12345',
          }),
        ),
      );
      expect(guesses.filter((g) => g.body.msg === AUTH_MSG.originalWrong)).toHaveLength(5);
      expect(guesses.filter((g) => g.status === 429)).toHaveLength(7);
    });

    it('[V10] a changed password ends the session; the old one is refused afterwards', async () => {
      const c = client();
      const u = await registerUser(c);
      const res = await c.post('/api/user/user/updatePassWordNew', {
        originalPassword: u.password,
        password: 'new12345',
        confirmPassword: 'new12345',
      });
      expect(res.body).toEqual({ code: 200, msg: AUTH_MSG.changeOk, data: null });
      expect((await c.get('/api/user/user/selectById')).body.code).toBe(401);
      expect((await login(client(), u.phone, u.password)).body).toEqual({
        code: 400,
        msg: AUTH_MSG.wrongCredentials,
        data: null,
      });
      expect((await login(client(), u.phone, 'new12345')).body.msg).toBe(AUTH_MSG.loginOk);
    });

    it("[UA4] a changed password also ends the account's sessions on other devices", async () => {
      const c = client();
      const u = await registerUser(c);
      const other = client();
      expect((await login(other, u.phone, u.password)).body.msg).toBe(AUTH_MSG.loginOk);
      const res = await c.post('/api/user/user/updatePassWordNew', {
        originalPassword: u.password,
        password: 'new12345',
        confirmPassword: 'new12345',
      });
      expect(res.body.msg).toBe(AUTH_MSG.changeOk);
      expect((await other.get('/api/user/user/selectById')).body.code).toBe(401);
    });
  });
}
