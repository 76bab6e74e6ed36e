import { MSG, userSchema } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { codeFor, randomName, randomPhone, registerUser } from './test-backends.ts';
import { TestClient } from './test-client.ts';
import type { TestGateway } from './test-gateway.ts';
import { uniqueViolation } from './user-repo.ts';

/** Contract cases: codes, register, password and code login. Run on every backend by accounts.contract.test.ts. */
export function loginCases(gateway: () => TestGateway): void {
  const client = () => new TestClient(gateway().gw.url);

  describe('codes, register, password and code login', () => {
    it('[V1] sentCode refuses a malformed phone and sends a 6-digit code to a valid one', async () => {
      const c = client();
      const bad = await c.get('/api/user/user/sentCode?phone=2345');
      expect(bad.body).toEqual({ code: 400, msg: MSG.phoneInvalid, data: null });
      const phone = randomPhone();
      const sent = await c.get(`/api/user/user/sentCode?phone=${phone}`);
      expect(sent.body).toEqual({ code: 200, msg: AUTH_MSG.codeSent, data: null });
      const outbox = await c.get<{ phone: string; code: string; sentAt: string }>(
        `/api/dev/sms-outbox?phone=${phone}`,
      );
      expect(outbox.body.code).toBe(200);
      expect(outbox.body.data.phone).toBe(phone);
      expect(outbox.body.data.code).toMatch(/^\d{6}$/);
      expect(Number.isNaN(Date.parse(outbox.body.data.sentAt))).toBe(false);
    });

    it('[SMS6] the dev outbox answers 404 for a phone without a code', async () => {
      const res = await client().get(`/api/dev/sms-outbox?phone=${randomPhone()}`);
      expect(res.body).toEqual({ code: 404, msg: AUTH_MSG.noOutbox, data: null });
    });

    it('[SMS2] a second code for the same phone inside 60 s is refused with the wait', async () => {
      const c = client();
      const phone = randomPhone();
      const first = await codeFor(c, phone);
      const again = await c.get(`/api/user/user/sentCode?phone=${phone}`);
      expect(again.status).toBe(429);
      expect(again.body.msg).toMatch(/^验证码发送过于频繁，请(60|59|58)秒后再试$/);
      // The refused send did not replace the pending code.
      const outbox = await c.get<{ code: string }>(`/api/dev/sms-outbox?phone=${phone}`);
      expect(outbox.body.data.code).toBe(first);
    });

    it('[SMS7] sentCode?type=register refuses a registered phone with 400 and sends nothing', async () => {
      const c = client();
      const taken = await registerUser(c);
      const other = client();
      const outbox = async (phone: string) => (await other.get(`/api/dev/sms-outbox?phone=${phone}`)).body;
      const before = await outbox(taken.phone);
      const res = await other.get(`/api/user/user/sentCode?phone=${taken.phone}&type=register`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, msg: AUTH_MSG.phoneTaken, data: null });
      // The outbox still holds the sign-up's code: no new SMS went out.
      expect(await outbox(taken.phone)).toEqual(before);
      // No 60 s slot was spent: the same phone can still get a code at once (no purpose = as before).
      const plain = await other.get(`/api/user/user/sentCode?phone=${taken.phone}`);
      expect(plain.body).toEqual({ code: 200, msg: AUTH_MSG.codeSent, data: null });
      // A free phone gets its code with the register purpose.
      const fresh = randomPhone();
      const sent = await other.get(`/api/user/user/sentCode?phone=${fresh}&type=register`);
      expect(sent.body).toEqual({ code: 200, msg: AUTH_MSG.codeSent, data: null });
      expect((await other.get(`/api/dev/sms-outbox?phone=${fresh}`)).body.code).toBe(200);
    });

    it('[SMS7] sentCode?type=reset refuses an unknown phone with 400 and sends nothing', async () => {
      const c = client();
      const phone = randomPhone();
      const res = await c.get(`/api/user/user/sentCode?phone=${phone}&type=reset`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, msg: AUTH_MSG.phoneNotRegistered, data: null });
      expect((await c.get(`/api/dev/sms-outbox?phone=${phone}`)).body.code).toBe(404);
      // Without a purpose the same phone gets its code as before.
      const plain = await c.get(`/api/user/user/sentCode?phone=${phone}`);
      expect(plain.body).toEqual({ code: 200, msg: AUTH_MSG.codeSent, data: null });
      const u = await registerUser(client());
      const sent = await c.get(`/api/user/user/sentCode?phone=${u.phone}&type=reset`);
      expect(sent.body).toEqual({ code: 200, msg: AUTH_MSG.codeSent, data: null });
    });

    it('[SMS7] sentCode?type=change refuses a phone in use (own: 新手机号不能与当前手机号相同)', async () => {
      const me = client();
      const mine = await registerUser(me);
      const other = await registerUser(client());
      const outbox = async (phone: string) => (await me.get(`/api/dev/sms-outbox?phone=${phone}`)).body;
      const before = await outbox(other.phone);
      const own = await me.get(`/api/user/user/sentCode?phone=${mine.phone}&type=change`);
      expect(own.body).toEqual({ code: 400, msg: AUTH_MSG.samePhone, data: null });
      const theirs = await me.get(`/api/user/user/sentCode?phone=${other.phone}&type=change`);
      expect(theirs.body).toEqual({ code: 400, msg: AUTH_MSG.phoneBound, data: null });
      expect(await outbox(other.phone)).toEqual(before);
      const bad = await me.get(`/api/user/user/sentCode?phone=${randomPhone()}&type=spam`);
      expect(bad.body).toEqual({ code: 400, msg: AUTH_MSG.codePurposeInvalid, data: null });
    });

    it('[SMS7] sentCode?type=login refuses a phone without an account (code login does not register) and sends nothing', async () => {
      const c = client();
      const phone = randomPhone();
      const res = await c.get(`/api/user/user/sentCode?phone=${phone}&type=login`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, msg: AUTH_MSG.phoneNotRegistered, data: null });
      expect((await c.get(`/api/dev/sms-outbox?phone=${phone}`)).body.code).toBe(404);
      // The refusal is the one the code login itself gives that phone.
      const submit = await c.post('/api/user/user/loginPcForCode', { phone, code: '123456' });
      expect(submit.body.msg).toBe(AUTH_MSG.phoneNotRegistered);
      // A registered phone gets its code and logs in with it.
      const u = await registerUser(client());
      const sent = await c.get(`/api/user/user/sentCode?phone=${u.phone}&type=login`);
      expect(sent.body).toEqual({ code: 200, msg: AUTH_MSG.codeSent, data: null });
      const { code } = (await c.get<{ code: string }>(`/api/dev/sms-outbox?phone=${u.phone}`)).body.data;
      const login = await c.post('/api/user/user/loginPcForCode', { phone: u.phone, code });
      expect(login.body).toMatchObject({ code: 200, msg: AUTH_MSG.loginOk });
    });

    it('[V7] register checks every field with the shared messages', async () => {
      const c = client();
      const base = {
        phone: randomPhone(),
        password: 'abc12345',
        confirmPassword: 'abc12345',
        code: '123456',
        userName: randomName(),
      };
      const cases: [Record<string, string>, string][] = [
        [{ phone: '12' }, MSG.phoneInvalid],
        [{ password: '123456', confirmPassword: '123456' }, MSG.passwordStrength],
        [{ password: '', confirmPassword: '' }, MSG.resetPasswordRequired],
        [{ confirmPassword: '' }, MSG.confirmRequired],
        [{ confirmPassword: 'abc123456x' }, MSG.confirmMismatch],
        [{ code: '12a' }, MSG.codeInvalid],
        [{ userName: 'a' }, MSG.userNameInvalid],
        [{ invitationCode: '邀请!' }, MSG.invitationCodeInvalid],
      ];
      for (const [patch, msg] of cases) {
        const res = await c.post('/api/user/user/register', { ...base, ...patch });
        expect({ patch, status: res.status, body: res.body }).toEqual({
          patch,
          status: 400,
          body: { code: 400, msg, data: null },
        });
      }
      const noCode = await c.post('/api/user/user/register', base);
      expect(noCode.body.msg).toBe(AUTH_MSG.codeMissing);
    });

    it('[SMS1] register with a code logs the new user in with an httpOnly SameSite cookie', async () => {
      const c = client();
      const phone = randomPhone();
      const userName = randomName();
      const code = await codeFor(c, phone);
      const res = await c.send(
        'POST',
        '/api/user/user/register',
        JSON.stringify({
          phone,
          password: 'abc12345',
          confirmPassword: 'abc12345',
          code,
          userName,
          invitationCode: 'AB12',
        }),
        { 'content-type': 'application/json' },
      );
      expect(res.body.code).toBe(200);
      expect(res.body.msg).toBe(AUTH_MSG.registerOk);
      const user = userSchema.parse(res.body.data);
      expect(user).toMatchObject({ userName, isVip: false, isAdmin: false, rank: { rankName: '新手' } });
      const setCookie = res.headers.getSetCookie().join('\n');
      expect(setCookie).toMatch(/kuyi_token=[^;]+;.*HttpOnly/);
      expect(setCookie).toMatch(/kuyi_token=[^;]+;.*SameSite=Lax/);
      expect(setCookie).toMatch(/kuyi_login=1;/);
      const me = await c.get('/api/user/user/selectById');
      expect(me.body.data).toMatchObject({
        id: user.id,
        userName,
        phone: `${phone.slice(0, 3)}****${phone.slice(7)}`,
      });
    });

    it('[U1] user names are unique without regard to case, even for two sign-ups at the same moment', async () => {
      // The database itself refuses the second spelling: two inserts racing past the look-up.
      const base = randomName();
      const repo = gateway().api.services().users;
      const row = (userName: string) => ({
        phone: randomPhone(),
        userName,
        passwordHash: 'x',
        invitationCode: '',
      });
      const raced = await Promise.allSettled([repo.insert(row(`K${base}`)), repo.insert(row(`k${base}`))]);
      expect(raced.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const lost = raced.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(uniqueViolation(lost.reason)).toBe('userName');

      // Through the API: "Kuyi…" and "kuyi…" registering together; exactly one gets the name.
      const name = randomName();
      const signUp = async (userName: string) => {
        const c = client();
        const phone = randomPhone();
        const code = await codeFor(c, phone);
        return c.post('/api/user/user/register', {
          phone,
          code,
          userName,
          password: 'abc12345',
          confirmPassword: 'abc12345',
        });
      };
      const both = await Promise.all([signUp(`K${name}`), signUp(`k${name}`)]);
      expect(both.map((r) => r.body.code).sort()).toEqual([200, 409]);
      expect(both.find((r) => r.body.code === 409)?.body).toEqual({
        code: 409,
        msg: AUTH_MSG.userNameTaken,
        data: null,
      });
    });

    it('[SMS1] register refuses a taken phone, a taken user name (any case) and a wrong code', async () => {
      const c = client();
      const taken = await registerUser(c);
      const phone = randomPhone();
      const form = { password: 'abc12345', confirmPassword: 'abc12345' };
      const byName = await c.post('/api/user/user/register', {
        ...form,
        phone,
        code: '000000',
        userName: taken.userName.toUpperCase(),
      });
      expect(byName.body).toEqual({ code: 409, msg: AUTH_MSG.userNameTaken, data: null });
      const byPhone = await c.post('/api/user/user/register', {
        ...form,
        phone: taken.phone,
        code: '000000',
        userName: randomName(),
      });
      expect(byPhone.body).toEqual({ code: 409, msg: AUTH_MSG.phoneTaken, data: null });
      const code = await codeFor(c, phone);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const res = await c.post('/api/user/user/register', {
        ...form,
        phone,
        code: wrong,
        userName: randomName(),
      });
      expect(res.body).toEqual({ code: 400, msg: AUTH_MSG.codeWrong, data: null });
    });

    it('[SMS3] a code survives at most 5 wrong tries, then even the right one is refused', async () => {
      const c = client();
      const phone = randomPhone();
      const code = await codeFor(c, phone);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const form = { phone, password: 'abc12345', confirmPassword: 'abc12345', userName: randomName() };
      for (let i = 0; i < 5; i++) {
        const res = await c.post('/api/user/user/register', { ...form, code: wrong });
        expect(res.body.msg).toBe(AUTH_MSG.codeWrong);
      }
      const right = await c.post('/api/user/user/register', { ...form, code });
      expect(right.body).toEqual({ code: 400, msg: AUTH_MSG.codeExhausted, data: null });
    });

    it('[V2] password login: field messages, wrong password, success by phone and by user name', async () => {
      const c = client();
      const u = await registerUser(c);
      const anon = client();
      const empty = await anon.post('/api/user/user/login', { phoneOrUserName: '', password: 'abc12345' });
      expect(empty.body.msg).toBe(MSG.phoneOrUserNameRequired);
      const short = await anon.post('/api/user/user/login', { phoneOrUserName: u.phone, password: '123' });
      expect(short.body).toEqual({ code: 400, msg: MSG.passwordLength, data: null });
      const wrong = await anon.post('/api/user/user/login', {
        phoneOrUserName: u.phone,
        password: 'nope12345',
      });
      expect(wrong.body).toEqual({ code: 400, msg: AUTH_MSG.wrongCredentials, data: null });
      const unknown = await anon.post('/api/user/user/login', {
        phoneOrUserName: randomName(),
        password: 'x12345',
      });
      expect(unknown.body.msg).toBe(AUTH_MSG.wrongCredentials);
      for (const id of [u.phone, u.userName]) {
        const fresh = client();
        const res = await fresh.post('/api/user/user/login', { phoneOrUserName: id, password: u.password });
        expect(res.body.msg).toBe(AUTH_MSG.loginOk);
        expect(userSchema.parse(res.body.data).id).toBe(u.user.id);
        expect((await fresh.get('/api/user/user/selectById')).body.code).toBe(200);
      }
    });

    it('[LOCK1] 5 wrong passwords lock the account: even the right one is refused', async () => {
      const c = client();
      const u = await registerUser(c);
      for (let i = 0; i < 5; i++) {
        const res = await c.post('/api/user/user/login', {
          phoneOrUserName: u.phone,
          password: 'wrong12345',
        });
        expect(res.body.msg).toBe(AUTH_MSG.wrongCredentials);
      }
      // By user name too: the lock is per account, not per spelling of it.
      const locked = await c.post('/api/user/user/login', {
        phoneOrUserName: u.userName,
        password: u.password,
      });
      expect(locked.status).toBe(429);
      expect(locked.body.msg).toBe(AUTH_MSG.accountLocked(15));
    });

    it('[LOCK1] wrong passwords sent at the same moment are 5 tries, not one each', async () => {
      const c = client();
      const u = await registerUser(c);
      const guesses = await Promise.all(
        Array.from({ length: 12 }, () =>
          c.post('/api/user/user/login', { phoneOrUserName: u.phone, password: 'wrong12345' }),
        ),
      );
      const checked = guesses.filter((g) => g.body.msg === AUTH_MSG.wrongCredentials);
      expect(checked).toHaveLength(5);
      expect(guesses.filter((g) => g.status === 429)).toHaveLength(7);
      const locked = await c.post('/api/user/user/login', { phoneOrUserName: u.phone, password: u.password });
      expect(locked.status).toBe(429);
    });

    it('[LOCK1] a right password gives its try back: 4 wrong, right, 4 wrong still logs in', async () => {
      const c = client();
      const u = await registerUser(c);
      const login = (password: string) =>
        c.post('/api/user/user/login', { phoneOrUserName: u.phone, password });
      for (let i = 0; i < 4; i++) expect((await login('wrong12345')).status).toBe(400);
      expect((await login(u.password)).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await login('wrong12345')).status).toBe(400);
      expect((await login(u.password)).status).toBe(200);
    });

    it('[V3] code login: field messages, unregistered phone, success', async () => {
      const c = client();
      const u = await registerUser(c);
      const anon = client();
      const bad = await anon.post('/api/user/user/loginPcForCode', { phone: u.phone, code: '12345' });
      expect(bad.body).toEqual({ code: 400, msg: MSG.codeInvalid, data: null });
      const badPhone = await anon.post('/api/user/user/loginPcForCode', { phone: '1234', code: '123456' });
      expect(badPhone.body.msg).toBe(MSG.phoneInvalid);
      const nobody = await anon.post('/api/user/user/loginPcForCode', {
        phone: randomPhone(),
        code: '123456',
      });
      expect(nobody.body.msg).toBe(AUTH_MSG.phoneNotRegistered);
      const code = await codeFor(anon, u.phone);
      const res = await anon.post('/api/user/user/loginPcForCode', { phone: u.phone, code });
      expect(res.body.msg).toBe(AUTH_MSG.loginOk);
      expect(userSchema.parse(res.body.data).userName).toBe(u.userName);
      // A code is single-use.
      const reuse = await client().post('/api/user/user/loginPcForCode', { phone: u.phone, code });
      expect(reuse.body.msg).toBe(AUTH_MSG.codeMissing);
    });

    it('[UA3] logout ends the session and clears both cookies', async () => {
      const c = client();
      await registerUser(c);
      const out = await c.post('/api/user/user/logout', {});
      expect(out.body).toEqual({ code: 200, msg: '退出成功', data: null });
      expect(c.cookies.size).toBe(0);
      const me = await c.get('/api/user/user/selectById');
      expect(me.body).toEqual({ code: 401, msg: '请先登录', data: null });
    });
  });
}
