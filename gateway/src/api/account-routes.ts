import {
  loginByCodeSchema,
  loginByPasswordSchema,
  MSG,
  ok,
  PHONE_PATTERN,
  registerSchema,
  resetPasswordSchema,
  sendCodeSchema,
} from '@kuyi/shared';
import { type Request, type Response, Router } from 'express';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { sessionUser } from '../auth/current-user.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { clearSessionCookies, setSessionCookies, tokenOf } from '../auth/session-cookie.ts';
import type { UserRow } from '../db/schema.ts';
import { AppError, badRequest, forbidden } from '../errors.ts';
import { limitKeyOf } from '../http/client-address.ts';
import { parseCodePurpose, purposeRefusal } from '../sms/code-purpose.ts';
import { grantWelcome } from '../wallet/welcome-grant.ts';
import type { ApiServices } from './api-services.ts';
import { uniqueViolation } from './user-repo.ts';
import { toUser } from './user-view.ts';
import { parseOr400 } from './validate.ts';

/** Compared against when the account does not exist, so a miss costs as long as a wrong password. */
const DUMMY_HASH = hashPassword('kuyi-dummy-password');

/** Per-address limits count IPv6 visitors by their /64 (see limitKeyOf). */
const ipOf = (req: Request) => limitKeyOf(req);

/**
 * `checkedHash`: the password hash a password login verified. Checking takes ~100 ms; a reset or change that
 * ended every session in that gap would miss the session made after it, and an attacker looping logins with the
 * old password kept one for 30 days. So once the session exists the hash is read again: changed, it is ended.
 */
async function logIn(
  s: ApiServices,
  req: Request,
  res: Response,
  user: UserRow,
  msg: string,
  checkedHash?: string,
) {
  const token = await s.sessions.create(user.id);
  if (checkedHash !== undefined) {
    const now = await s.users.byId(user.id);
    if (!now || now.passwordHash !== checkedHash || now.cancelledAt) {
      await s.sessions.revoke(token);
      throw badRequest(AUTH_MSG.wrongCredentials);
    }
  }
  setSessionCookies(req, res, token);
  res.json(ok(toUser(user, s.secret), msg));
}

/**
 * [SMS7] Register, code login, forgot-password and 更换手机 say whether a phone is registered (or cancelled) before they
 * check its code: each refusal spends one of the address's daily look-up points, as a purpose check on sentCode
 * does, so these submits are no free phone oracle either. A success costs nothing: it took the phone's code.
 */
export async function refusalCostsLookUp(
  s: ApiServices,
  req: Request,
  run: () => Promise<void>,
): Promise<void> {
  try {
    await run();
  } catch (err) {
    if (err instanceof AppError && err.status < 500) await s.sms.lookUp(ipOf(req));
    throw err;
  }
}

/** Sign-up, the two logins, forgot-password and logout: /api/user/user/* (spec §7 "Auth and user"). */
export function accountRoutes(s: ApiServices): Router {
  const r = Router();

  r.get('/user/user/sentCode', async (req, res) => {
    const { phone } = parseOr400(sendCodeSchema, req.query);
    const purpose = parseCodePurpose(req.query.type);
    // [SMS7] With a purpose, a phone the flow would refuse at its submit is refused now, before the SMS.
    const precheck = purpose
      ? async () => {
          const owner = await s.users.byPhone(phone);
          const me = purpose === 'change' && owner ? await sessionUser(s, tokenOf(req)) : null;
          const refusal = purposeRefusal(purpose, owner, me);
          if (refusal) throw badRequest(refusal);
        }
      : undefined;
    await s.sms.send(phone, ipOf(req), precheck);
    res.json(ok(null, AUTH_MSG.codeSent));
  });

  r.post('/user/user/register', (req, res) =>
    refusalCostsLookUp(s, req, async () => {
      const form = parseOr400(registerSchema, req.body);
      if (await s.users.byUserName(form.userName)) throw new AppError(409, AUTH_MSG.userNameTaken);
      const holder = await s.users.byPhone(form.phone);
      if (holder) throw new AppError(409, holder.cancelledAt ? AUTH_MSG.phoneCancelled : AUTH_MSG.phoneTaken);
      await s.sms.consume(form.phone, form.code);
      const passwordHash = await hashPassword(form.password);
      let user: UserRow;
      try {
        user = await s.users.insert({
          phone: form.phone,
          userName: form.userName,
          passwordHash,
          invitationCode: form.invitationCode,
        });
      } catch (err) {
        const column = uniqueViolation(err);
        if (column === 'phone') throw new AppError(409, AUTH_MSG.phoneTaken);
        if (column === 'userName') throw new AppError(409, AUTH_MSG.userNameTaken);
        throw err;
      }
      // The welcome grant (issue 13) so a new user can try rewards and red envelopes; idempotent.
      await grantWelcome(s.db, user.id);
      for (const hook of s.registerHooks) await hook(user.id, req).catch(() => undefined);
      await logIn(s, req, res, user, AUTH_MSG.registerOk);
    }),
  );

  r.post('/user/user/login', async (req, res) => {
    const form = parseOr400(loginByPasswordSchema, req.body);
    const byPhone = PHONE_PATTERN.test(form.phoneOrUserName);
    const user = byPhone
      ? await s.users.byPhone(form.phoneOrUserName)
      : await s.users.byUserName(form.phoneOrUserName);
    // Key by account so the phone and the name of one user share one failure count.
    const accountKey = user ? `u${user.id}` : `n:${form.phoneOrUserName.toLowerCase()}`;
    // [LOCK1] The try is counted before the hash is checked, so parallel guesses cannot outrun the lockout.
    await s.loginGuard.claimTry(accountKey, ipOf(req));
    const valid = await verifyPassword(form.password, user?.passwordHash ?? (await DUMMY_HASH));
    if (!user || !valid) throw badRequest(AUTH_MSG.wrongCredentials);
    await s.loginGuard.releaseTry(accountKey, ipOf(req));
    if (user.cancelledAt) throw forbidden(AUTH_MSG.cancelled);
    await s.loginGuard.recordSuccess(accountKey);
    await logIn(s, req, res, user, AUTH_MSG.loginOk, user.passwordHash);
  });

  r.post('/user/user/loginPcForCode', (req, res) =>
    refusalCostsLookUp(s, req, async () => {
      const form = parseOr400(loginByCodeSchema, req.body);
      const user = await s.users.byPhone(form.phone);
      if (!user) throw badRequest(AUTH_MSG.phoneNotRegistered);
      await s.sms.consume(form.phone, form.code);
      if (user.cancelledAt) throw forbidden(AUTH_MSG.cancelled);
      await logIn(s, req, res, user, AUTH_MSG.loginOk);
    }),
  );

  r.post('/user/user/updatePassWord', (req, res) =>
    refusalCostsLookUp(s, req, async () => {
      const form = parseOr400(resetPasswordSchema, req.body);
      const user = await s.users.byPhone(form.phone);
      if (!user) throw badRequest(AUTH_MSG.phoneNotRegistered);
      await s.sms.consume(form.phone, form.code, MSG.resetCodeNotRequested);
      if (user.cancelledAt) throw forbidden(AUTH_MSG.cancelled);
      await s.users.update(user.id, { passwordHash: await hashPassword(form.password) });
      await s.sessions.revokeAll(user.id);
      // Proving the phone lifts a password lockout: that is what forgot-password is for.
      await s.loginGuard.recordSuccess(`u${user.id}`);
      clearSessionCookies(req, res);
      res.json(ok(null, AUTH_MSG.resetOk));
    }),
  );

  r.post('/user/user/logout', async (req, res) => {
    const token = tokenOf(req);
    if (token) await s.sessions.revoke(token);
    clearSessionCookies(req, res);
    res.json(ok(null, AUTH_MSG.logoutOk));
  });

  return r;
}
