import { describe, expect, it } from 'vitest';
import { BODY_MSG } from '../http/body-error.ts';
import { INVALID_CHARACTER_MSG } from '../http/error-handler.ts';
import { REQUEST_MSG } from './request-issue-message.ts';
import { registerUser } from './test-backends.ts';
import { TestClient } from './test-client.ts';
import type { TestGateway } from './test-gateway.ts';

/**
 * Every message a visitor can see is Chinese, none of zod's or body-parser's English.
 * Contract cases for issue 11 bug 7 (missing request fields answered in English): bodies the shared rules
 * never describe — missing fields, wrong types, broken or oversized JSON. Run by accounts.contract.test.ts.
 */
export function requestErrorCases(gateway: () => TestGateway): void {
  const client = () => new TestClient(gateway().gw.url);
  const json = { 'content-type': 'application/json' };

  describe('request errors answer in Chinese (issue 11 bug 7)', () => {
    it('[bug 7] login with an empty body names the first missing field in Chinese', async () => {
      const res = await client().post('/api/user/user/login', {});
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, msg: '请填写手机号或用户名', data: null });
    });

    it('[bug 7] register, code login and password reset missing fields answer in Chinese', async () => {
      const c = client();
      expect((await c.post('/api/user/user/register', {})).body.msg).toBe('请填写手机号');
      expect((await c.post('/api/user/user/loginPcForCode', { phone: '13800138000' })).body.msg).toBe(
        '请填写验证码',
      );
      expect((await c.post('/api/user/user/updatePassWord', { phone: '13800138000' })).body.msg).toBe(
        '请填写验证码',
      );
      expect((await c.get('/api/user/user/sentCode')).body).toEqual({
        code: 400,
        msg: '请填写手机号',
        data: null,
      });
    });

    it('[bug 7] a field of the wrong type, or a body that is not an object, answers 格式不正确', async () => {
      const c = client();
      const wrongType = await c.post('/api/user/user/login', {
        phoneOrUserName: 13800138000,
        password: 'abc12345',
      });
      expect(wrongType.body).toEqual({ code: 400, msg: '手机号或用户名格式不正确', data: null });
      const array = await c.post('/api/user/user/login', []);
      expect(array.body).toEqual({ code: 400, msg: REQUEST_MSG.invalid, data: null });
      const twice = await c.get('/api/user/user/sentCode?phone=13800138000&phone=13900139000');
      expect(twice.body.msg).toBe('手机号格式不正确');
    });

    it('a NUL character (which PostgreSQL refuses in text) is bad input, 400, and changes nothing; it was a 500', async () => {
      const c = client();
      const { userName } = await registerUser(c);
      const res = await c.post('/api/user/user/updateById', { signature: 'a\u0000b' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, msg: INVALID_CHARACTER_MSG, data: null });
      const login = await c.post('/api/user/user/login', {
        phoneOrUserName: 'a\u0000',
        password: 'abc12345',
      });
      expect(login.body).toMatchObject({ code: 400, msg: INVALID_CHARACTER_MSG });
      const me = await c.get<{ userName: string; signature: string | null }>('/api/user/user/selectById');
      expect(me.body.data?.userName).toBe(userName);
      expect(me.body.data?.signature ?? '').not.toContain('b');
    });

    it('[bug 7] profile fields the rule gives no words for (an unknown 性别, a long avatar) answer in Chinese', async () => {
      const c = client();
      await registerUser(c);
      const sex = await c.post('/api/user/user/updateById', { sex: '7' });
      expect(sex.body).toEqual({ code: 400, msg: '性别格式不正确', data: null });
      const avatar = await c.post('/api/user/user/updateById', { headImage: `/api/${'x'.repeat(400)}` });
      expect(avatar.body.msg).toBe('头像格式不正确');
    });

    it('[bug 7] broken JSON answers 400 请求格式不正确', async () => {
      for (const body of ['{"phoneOrUserName": "a",', '{phone: 1}', '"just a string"']) {
        const res = await client().send('POST', '/api/user/user/login', body, json);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ code: 400, msg: BODY_MSG.malformed, data: null });
      }
    });

    it('[bug 7] a body over the limit answers 413 in Chinese', async () => {
      const body = JSON.stringify({ phoneOrUserName: 'a', password: 'x'.repeat(100_000) });
      const res = await client().send('POST', '/api/user/user/login', body, json);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ code: 400, msg: BODY_MSG.tooLarge, data: null });
    });

    it('[bug 7] an unknown body encoding answers 415 in Chinese', async () => {
      const res = await client().send('POST', '/api/user/user/login', '{}', {
        ...json,
        'content-encoding': 'br-unknown',
      });
      expect(res.status).toBe(415);
      expect(res.body.msg).toBe(BODY_MSG.unsupported);
    });
  });
}
