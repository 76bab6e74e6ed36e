import { createHmac } from 'node:crypto';
import {
  bindPhoneSchema,
  changePasswordSchema,
  fail,
  MSG,
  ok,
  realNameAuthSchema,
  updateProfileSchema,
} from '@kuyi/shared';
import { type Request, Router } from 'express';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { requireUser, sessionUser, userOf } from '../auth/current-user.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { clearSessionCookies, tokenOf } from '../auth/session-cookie.ts';
import type { UserRow } from '../db/schema.ts';
import { AppError, badRequest, notFound, unauthorized } from '../errors.ts';
import { limitKeyOf } from '../http/client-address.ts';
import { phoneChangedNotice } from '../sms/sms-notice.ts';
import { isOwnUploadPath } from '../upload/upload-store.ts';
import { refusalCostsLookUp } from './account-routes.ts';
import type { ApiServices } from './api-services.ts';
import { uniqueViolation } from './user-repo.ts';
import { toUserInfo } from './user-view.ts';
import { parseOr400 } from './validate.ts';

/** Per-address limits count IPv6 visitors by their /64 (see limitKeyOf). */
const ipOf = (req: Request) => limitKeyOf(req);
/** users.id is a PostgreSQL integer. */
const MAX_USER_ID = 2_147_483_647;

/** The user centre's calls: profile read/write, password change, phone, real name, cancellation. */
export function profileRoutes(s: ApiServices): Router {
  const r = Router();
  const auth = requireUser(s);

  r.get('/user/user/selectById', auth, (_req, res) => {
    res.json(ok(toUserInfo(userOf(res), s.secret, true)));
  });

  r.get('/user/user/selectUserInfoNew', async (req, res) => {
    const me = await sessionUser(s, tokenOf(req));
    const asked = req.query.userId;
    // ?userId=1&userId=2 names no one user: it answered the caller's own profile as if none was given.
    if (asked !== undefined && typeof asked !== 'string') throw notFound('用户不存在');
    const raw = asked ?? '';
    if (!raw) {
      if (!me) throw unauthorized();
      res.json(ok(toUserInfo(me, s.secret, true)));
      return;
    }
    // Decimal digits within a PostgreSQL integer: Number() read '0x10' as user 16 and '1e1' as user 10, and an
    // id past users.id's range reached the database and answered 500.
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
    const user = id > 0 && id <= MAX_USER_ID ? await s.users.byId(id) : null;
    if (!user || user.cancelledAt) throw notFound('用户不存在');
    res.json(ok(toUserInfo(user, s.secret, me?.id === user.id)));
  });

  r.post('/user/user/updateById', auth, async (req, res) => {
    const me = userOf(res);
    const form = parseOr400(updateProfileSchema, req.body);
    // Only our own uploads may become an avatar: no tracking pixels or javascript: URLs.
    if (form.headImage && !isOwnUploadPath(form.headImage)) throw badRequest('头像地址无效');
    if (form.userName && form.userName.toLowerCase() !== me.userName.toLowerCase()) {
      if (await s.users.byUserName(form.userName)) throw new AppError(409, AUTH_MSG.userNameTaken);
    }
    try {
      const user = await s.users.update(me.id, form);
      res.json(ok(toUserInfo(user, s.secret, true), AUTH_MSG.updateOk));
    } catch (err) {
      if (uniqueViolation(err) === 'userName') throw new AppError(409, AUTH_MSG.userNameTaken);
      throw err;
    }
  });

  r.post('/user/user/updatePassWordNew', auth, async (req, res) => {
    const me = userOf(res);
    const form = parseOr400(changePasswordSchema, req.body);
    const key = `u${me.id}`;
    // A stolen session must not become a password oracle: wrong originals count toward the lockout.
    // Claimed before the hash is checked, so parallel guesses cannot outrun the lockout ([LOCK1]).
    await s.loginGuard.claimTry(key, ipOf(req));
    if (!(await verifyPassword(form.originalPassword, me.passwordHash)))
      throw badRequest(AUTH_MSG.originalWrong);
    await s.loginGuard.releaseTry(key, ipOf(req));
    await s.users.update(me.id, { passwordHash: await hashPassword(form.password) });
    await s.sessions.revokeAll(me.id, tokenOf(req));
    clearSessionCookies(req, res);
    res.json(ok(null, AUTH_MSG.changeOk));
  });

  r.post('/user/user/bindingPhone', auth, async (req, res) => {
    const me = userOf(res);
    const form = parseOr400(bindPhoneSchema, req.body);
    // [V11] A session alone must not move the account to another phone: the login password proves the owner
    // (every account has one: sign-up sets it, code login needs an account, 忘记密码 resets it). Wrong ones
    // count toward the same lockout as login and 修改密码; they are checked before the code is spent.
    const key = `u${me.id}`;
    await s.loginGuard.claimTry(key, ipOf(req));
    if (!(await verifyPassword(form.password, me.passwordHash))) throw badRequest(MSG.bindPasswordWrong);
    await s.loginGuard.releaseTry(key, ipOf(req));
    if (form.phone === me.phone) throw badRequest(AUTH_MSG.samePhone);
    // 已被其他账号使用 against 验证码已失效 tells whether a phone is registered: each refusal spends a look-up
    // point ([SMS7]), or any account could ask about every phone for free.
    await refusalCostsLookUp(s, req, async () => {
      if (await s.users.byPhone(form.phone)) throw new AppError(409, AUTH_MSG.phoneBound);
      await s.sms.consume(form.phone, form.code);
    });
    let user: UserRow;
    try {
      user = await s.users.update(me.id, { phone: form.phone });
    } catch (err) {
      if (uniqueViolation(err) === 'phone') throw new AppError(409, AUTH_MSG.phoneBound);
      throw err;
    }
    // [UA4] A session someone else holds (a stolen cookie, a shared computer) ends with the change, and the old
    // phone hears of it: if this was not the owner, the owner learns it at once.
    await s.sessions.revokeOthers(me.id, tokenOf(req) ?? '');
    await s.sms.notify(me.phone, phoneChangedNotice(form.phone));
    res.json(ok(toUserInfo(user, s.secret, true), AUTH_MSG.bindOk));
  });

  // Spec §7 lists bindingPhone as a GET. The route still answers one, but a GET never changes the phone nor
  // reads a password from its query: URLs land in history, proxies and logs.
  r.all('/user/user/bindingPhone', (_req, res) => {
    res.set('Allow', 'POST').status(405).json(fail(405, AUTH_MSG.postOnly));
  });

  r.post('/user/auth/realNameAuth', auth, async (req, res) => {
    const me = userOf(res);
    const form = parseOr400(realNameAuthSchema, req.body);
    if (me.realName) throw badRequest(AUTH_MSG.realNameDone);
    if (form.phone !== me.phone) throw badRequest(AUTH_MSG.realNamePhone);
    await s.sms.consume(form.phone, form.code);
    const cardNo = form.cardNo.toUpperCase();
    try {
      const user = await s.users.update(me.id, {
        realName: form.realName,
        cardNoMasked: `${cardNo.slice(0, 3)}${'*'.repeat(11)}${cardNo.slice(14)}`,
        cardNoHash: createHmac('sha256', s.secret).update(`card:${cardNo}`).digest('base64url'),
      });
      res.json(ok(toUserInfo(user, s.secret, true), AUTH_MSG.realNameOk));
    } catch (err) {
      if (uniqueViolation(err) === 'cardNo') throw badRequest(AUTH_MSG.cardNoTaken);
      throw err;
    }
  });

  // Account cancellation (spec lists it as a GET): login is refused afterwards; the row is kept with its phone
  // and name reserved (注销账号 and the privacy policy say so), but the real-name record (name, masked and
  // hashed ID number) is deleted: it serves nothing once logins are refused, and the person may verify anew.
  r.get('/user/user/logOff', auth, async (req, res) => {
    const me = userOf(res);
    await s.users.update(me.id, {
      cancelledAt: new Date(),
      realName: null,
      cardNoMasked: null,
      cardNoHash: null,
    });
    await s.sessions.revokeAll(me.id, tokenOf(req));
    clearSessionCookies(req, res);
    res.json(ok(null, AUTH_MSG.logOffOk));
  });

  return r;
}
