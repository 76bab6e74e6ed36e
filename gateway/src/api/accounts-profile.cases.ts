import {
  CLIENT_DEV_PORT,
  idCardCheckChar,
  MSG,
  todayInBeijing,
  userInfoSchema,
  WRITE_GET_HEADER,
} from '@kuyi/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { users } from '../db/schema.ts';
import { codeFor, randomName, randomPhone, registerUser } from './test-backends.ts';
import { TestClient } from './test-client.ts';
import type { TestGateway } from './test-gateway.ts';

let cardsIssued = 0;
/**
 * A GB 11643-valid ID number, a new one each call. A card verifies one account only and each run's database
 * is fresh, so numbering the run's cards keeps two tests from drawing the same one (random draws did, ~1 run in 300).
 */
function idCard(): string {
  const first17 = `11010519900307${String(cardsIssued++ % 1000).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

/** Contract cases: user centre. Run on every backend by accounts.contract.test.ts. */
export function profileCases(gateway: () => TestGateway): void {
  const client = () => new TestClient(gateway().gw.url);

  describe('user centre', () => {
    it('[UA1] selectById needs a login and shows the masked phone; selectUserInfoNew shows others publicly', async () => {
      const anon = client();
      expect((await anon.get('/api/user/user/selectById')).body).toEqual({
        code: 401,
        msg: '请先登录',
        data: null,
      });
      const c = client();
      const u = await registerUser(c);
      const mine = userInfoSchema.parse((await c.get('/api/user/user/selectById')).body.data);
      expect(mine).toMatchObject({ id: u.user.id, phone: `${u.phone.slice(0, 3)}****${u.phone.slice(7)}` });
      const publicView = await anon.get(`/api/user/user/selectUserInfoNew?userId=${u.user.id}`);
      expect(userInfoSchema.parse(publicView.body.data)).toMatchObject({
        userName: u.userName,
        phone: '',
        userSig: '',
      });
      const missing = await anon.get('/api/user/user/selectUserInfoNew?userId=99999999');
      expect(missing.body).toEqual({ code: 404, msg: '用户不存在', data: null });
      const self = await c.get('/api/user/user/selectUserInfoNew');
      expect(self.body.data).toMatchObject({ id: u.user.id, phone: mine.phone });
    });

    it('[UA1] selectUserInfoNew reads userId as decimal digits only: no 500 past an integer, no hex or exponent', async () => {
      const anon = client();
      const u = await registerUser(client());
      const id = Number(u.user.id);
      for (const userId of ['99999999999', `0x${id.toString(16)}`, `${id}e0`, `${id}.0`]) {
        const res = await anon.get(`/api/user/user/selectUserInfoNew?userId=${userId}`);
        expect({ userId, body: res.body }).toEqual({
          userId,
          body: { code: 404, msg: '用户不存在', data: null },
        });
      }
      // Two ids name no one: not the caller's own profile.
      const me = client();
      const mine = await registerUser(me);
      const twice = await me.get(`/api/user/user/selectUserInfoNew?userId=${id}&userId=${mine.user.id}`);
      expect(twice.body).toEqual({ code: 404, msg: '用户不存在', data: null });
    });

    it('[V12] updateById validates and saves name, signature, sex; refuses a taken name and foreign avatars', async () => {
      const c = client();
      const u = await registerUser(c);
      const other = await registerUser(client());
      const long = await c.post('/api/user/user/updateById', { signature: '长'.repeat(51) });
      expect(long.body).toEqual({ code: 400, msg: MSG.signatureTooLong, data: null });
      const badName = await c.post('/api/user/user/updateById', { userName: 'x' });
      expect(badName.body.msg).toBe(MSG.userNameInvalid);
      const taken = await c.post('/api/user/user/updateById', { userName: other.userName });
      expect(taken.body).toEqual({ code: 409, msg: AUTH_MSG.userNameTaken, data: null });
      const pixel = await c.post('/api/user/user/updateById', { headImage: 'https://evil.example/p.png' });
      expect(pixel.body.msg).toBe('头像地址无效');
      const newName = `${u.userName}_2`.slice(0, 16);
      const res = await c.post('/api/user/user/updateById', {
        userName: newName,
        signature: '热爱足球',
        sex: '1',
      });
      expect(res.body.msg).toBe(AUTH_MSG.updateOk);
      expect(res.body.data).toMatchObject({ userName: newName, signature: '热爱足球', sex: '1' });
      expect((await c.get('/api/user/user/selectById')).body.data).toMatchObject({ userName: newName });
    });

    it('[V11] bindingPhone moves the account to a new phone proven by a code and the login password', async () => {
      // A browser sends its page as Referer on this write; the CSRF guard requires a same-site source.
      const c = new TestClient(gateway().gw.url, { referer: `${gateway().gw.url}/userarea/setPhone` });
      const u = await registerUser(c);
      const bind = (form: Record<string, string>) =>
        c.post('/api/user/user/bindingPhone', { password: u.password, code: '123456', ...form });
      expect((await bind({ phone: u.phone })).body.msg).toBe(AUTH_MSG.samePhone);
      expect((await bind({ phone: '123' })).body.msg).toBe(MSG.phoneInvalid);
      const other = await registerUser(client());
      expect((await bind({ phone: other.phone })).body.msg).toBe(AUTH_MSG.phoneBound);
      const phone = randomPhone();
      const code = await codeFor(c, phone);
      const res = await bind({ phone, code });
      expect(res.body.msg).toBe(AUTH_MSG.bindOk);
      const byNew = await client().post('/api/user/user/login', {
        phoneOrUserName: phone,
        password: u.password,
      });
      expect(byNew.body.msg).toBe(AUTH_MSG.loginOk);
      const byOld = await client().post('/api/user/user/login', {
        phoneOrUserName: u.phone,
        password: u.password,
      });
      expect(byOld.body.msg).toBe(AUTH_MSG.wrongCredentials);
    });

    it('[V11] a stolen session cannot move the account: bindingPhone without the right login password changes nothing', async () => {
      const c = new TestClient(gateway().gw.url, { referer: `${gateway().gw.url}/userarea/setPhone` });
      const u = await registerUser(c);
      const phone = randomPhone();
      const code = await codeFor(c, phone);
      const missing = await c.post('/api/user/user/bindingPhone', { phone, code });
      expect(missing.body).toEqual({ code: 400, msg: MSG.bindPasswordRequired, data: null });
      const wrong = await c.post('/api/user/user/bindingPhone', { phone, code, password: 'wrong1234' });
      expect(wrong.body).toEqual({ code: 400, msg: MSG.bindPasswordWrong, data: null });
      // Nothing moved: the old phone still logs in, the new one does not, and the code was not spent.
      const mine = await c.get('/api/user/user/selectById');
      expect(mine.body.data).toMatchObject({ phone: `${u.phone.slice(0, 3)}****${u.phone.slice(7)}` });
      const byNew = await client().post('/api/user/user/login', {
        phoneOrUserName: phone,
        password: u.password,
      });
      expect(byNew.body.msg).toBe(AUTH_MSG.wrongCredentials);
      const right = await c.post('/api/user/user/bindingPhone', { phone, code, password: u.password });
      expect(right.body.msg).toBe(AUTH_MSG.bindOk);
    });

    it('[V11][LOCK1] wrong login passwords at bindingPhone count toward the account lockout', async () => {
      const c = new TestClient(gateway().gw.url, { referer: `${gateway().gw.url}/userarea/setPhone` });
      const u = await registerUser(c);
      const phone = randomPhone();
      const code = await codeFor(c, phone);
      for (let i = 0; i < 5; i++) {
        const res = await c.post('/api/user/user/bindingPhone', { phone, code, password: `wrong${i}abc` });
        expect(res.body.msg).toBe(MSG.bindPasswordWrong);
      }
      const locked = await c.post('/api/user/user/bindingPhone', { phone, code, password: u.password });
      expect(locked.body).toEqual({ code: 429, msg: AUTH_MSG.accountLocked(15), data: null });
      const login = await client().post('/api/user/user/login', {
        phoneOrUserName: u.phone,
        password: u.password,
      });
      expect(login.body.msg).toBe(AUTH_MSG.accountLocked(15));
      expect((await c.get('/api/user/user/selectById')).body.data).toMatchObject({
        phone: `${u.phone.slice(0, 3)}****${u.phone.slice(7)}`,
      });
    });

    it('[V9] realNameAuth checks the GB 11643 checksum, the name, the phone and the code', async () => {
      const c = client();
      const u = await registerUser(c);
      const card = idCard();
      const wrongCheck = card.slice(0, 17) + (card[17] === '0' ? '1' : '0');
      const form = { cardNo: card, realName: '张三', phone: u.phone, code: '123456' };
      const cases: [Record<string, string>, string][] = [
        [{ cardNo: wrongCheck }, MSG.cardNoInvalid],
        [{ cardNo: '11010519901307123X' }, MSG.cardNoInvalid],
        [{ realName: 'Zhang' }, MSG.realNameInvalid],
        [{ phone: '99' }, MSG.phoneInvalid],
        [{ code: '1' }, MSG.codeInvalid],
        [{ phone: randomPhone() }, AUTH_MSG.realNamePhone],
      ];
      for (const [patch, msg] of cases) {
        const res = await c.post('/api/user/auth/realNameAuth', { ...form, ...patch });
        expect({ patch, body: res.body }).toEqual({ patch, body: { code: 400, msg, data: null } });
      }
      const code = await codeFor(c, u.phone);
      const res = await c.post('/api/user/auth/realNameAuth', { ...form, code });
      expect(res.body.msg).toBe(AUTH_MSG.realNameOk);
      expect(res.body.data).toMatchObject({
        realNameStatus: true,
        realName: '*三',
        cardNo: `${card.slice(0, 3)}***********${card.slice(14)}`,
      });
      const again = await c.post('/api/user/auth/realNameAuth', { ...form, code });
      expect(again.body.msg).toBe(AUTH_MSG.realNameDone);
    });

    it('[V9] realNameAuth refuses an ID number of someone under 18 (on the Beijing date) and keeps the code', async () => {
      const c = client();
      const u = await registerUser(c);
      const year = Number(todayInBeijing().slice(0, 4));
      const first17 = `110105${year - 10}0101123`;
      const minor = first17 + idCardCheckChar(first17);
      const code = await codeFor(c, u.phone);
      const form = { cardNo: minor, realName: '张三', phone: u.phone, code };
      const res = await c.post('/api/user/auth/realNameAuth', form);
      expect(res.body).toEqual({ code: 400, msg: '未满18周岁，无法完成实名认证', data: null });
      expect((await c.get('/api/user/user/selectById')).body.data).toMatchObject({ realNameStatus: false });
      const adult = await c.post('/api/user/auth/realNameAuth', { ...form, cardNo: idCard() });
      expect(adult.body.msg).toBe(AUTH_MSG.realNameOk);
    });

    it('[UA2] logOff cancels the account: the session ends and both logins are refused', async () => {
      const c = client();
      const u = await registerUser(c);
      const res = await c.get('/api/user/user/logOff', { referer: `${gateway().gw.url}/userarea/cancel` });
      expect(res.body).toEqual({ code: 200, msg: AUTH_MSG.logOffOk, data: null });
      expect((await c.get('/api/user/user/selectById')).body.code).toBe(401);
      const byPassword = await client().post('/api/user/user/login', {
        phoneOrUserName: u.phone,
        password: u.password,
      });
      expect(byPassword.body).toEqual({ code: 403, msg: AUTH_MSG.cancelled, data: null });
      const anon = client();
      const code = await codeFor(anon, u.phone);
      const byCode = await anon.post('/api/user/user/loginPcForCode', { phone: u.phone, code });
      expect(byCode.body.msg).toBe(AUTH_MSG.cancelled);
      // The data is kept: the name stays taken.
      const reuse = await client().post('/api/user/user/register', {
        phone: randomPhone(),
        password: 'abc12345',
        confirmPassword: 'abc12345',
        code: '123456',
        userName: u.userName,
      });
      expect(reuse.body.msg).toBe(AUTH_MSG.userNameTaken);
    });

    it('[UA2] logOff deletes the real-name record so the same person can verify a new account; the phone stays reserved', async () => {
      const c = client();
      const u = await registerUser(c);
      const card = idCard();
      const form = { cardNo: card, realName: '张三', phone: u.phone, code: await codeFor(c, u.phone) };
      expect((await c.post('/api/user/auth/realNameAuth', form)).body.msg).toBe(AUTH_MSG.realNameOk);
      const off = await c.get('/api/user/user/logOff', { referer: `${gateway().gw.url}/userarea/cancel` });
      expect(off.body.msg).toBe(AUTH_MSG.logOffOk);
      const [row] = await gateway()
        .api.db()
        .select()
        .from(users)
        .where(eq(users.id, Number(u.user.id)));
      expect(row).toMatchObject({ realName: null, cardNoMasked: null, cardNoHash: null, phone: u.phone });
      expect(row?.cancelledAt).toBeInstanceOf(Date);
      // The same ID number verifies a new account (it answered 该身份证号已被其他账号认证).
      const fresh = client();
      const v = await registerUser(fresh);
      const again = await fresh.post('/api/user/auth/realNameAuth', {
        ...form,
        phone: v.phone,
        code: await codeFor(fresh, v.phone),
      });
      expect(again.body.msg).toBe(AUTH_MSG.realNameOk);
      // As 注销账号 says, the phone is not released: sign-up with it is refused, and said why, before any SMS.
      const anon = client();
      const sent = await anon.get(`/api/user/user/sentCode?phone=${u.phone}&type=register`);
      expect(sent.body).toEqual({ code: 400, msg: AUTH_MSG.phoneCancelled, data: null });
      const login = await anon.get(`/api/user/user/sentCode?phone=${u.phone}&type=login`);
      expect(login.body).toEqual({ code: 400, msg: AUTH_MSG.cancelled, data: null });
      const reuse = await anon.post('/api/user/user/register', {
        phone: u.phone,
        password: 'abc12345',
        confirmPassword: 'abc12345',
        code: '123456',
        userName: randomName(),
      });
      expect(reuse.body).toEqual({ code: 409, msg: AUTH_MSG.phoneCancelled, data: null });
    });

    it('[CSRF1] a cookie-authenticated write from a foreign Origin or Referer is refused; same-site ones pass', async () => {
      const c = client();
      await registerUser(c);
      const write = (headers: Record<string, string>) =>
        c.post('/api/user/user/updateById', { signature: 'csrf' }, headers);
      const foreign = await write({ origin: 'https://evil.example' });
      expect(foreign.body).toEqual({ code: 403, msg: AUTH_MSG.foreignOrigin, data: null });
      const foreignReferer = await write({ referer: 'https://evil.example/page' });
      expect(foreignReferer.status).toBe(403);
      const nullOrigin = await write({ origin: 'null' });
      expect(nullOrigin.status).toBe(403);
      const logOff = await c.get('/api/user/user/logOff', { origin: 'https://evil.example' });
      expect(logOff.body.msg).toBe(AUTH_MSG.foreignOrigin);
      // A GET write carrying the cookie but no source (a no-referrer link) is refused too.
      expect((await c.get('/api/user/user/logOff')).status).toBe(403);
      // An image in a post on an old browser (no Fetch Metadata): our page as Referer, the cookie, no header.
      const image = await c.get('/api/user/user/logOff', {
        referer: `${gateway().gw.url}/forum/post/5`,
        [WRITE_GET_HEADER]: '',
      });
      expect(image.body).toEqual({ code: 403, msg: AUTH_MSG.foreignOrigin, data: null });
      expect((await c.get('/api/user/user/selectById')).body.code).toBe(200);
      expect((await c.get('/api/user/user/selectById')).body.code).toBe(200);
      expect((await write({ origin: gateway().gw.url })).body.code).toBe(200);
      // The vite dev server proxies with another Host; its origin is trusted outside production.
      expect((await write({ origin: `http://localhost:${CLIENT_DEV_PORT}` })).body.code).toBe(200);
    });
  });
}
