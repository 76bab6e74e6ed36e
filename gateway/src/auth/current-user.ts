import type { RequestHandler, Response } from 'express';
import type { ApiServices } from '../api/api-services.ts';
import type { UserRow } from '../db/schema.ts';
import { unauthorized } from '../errors.ts';
import { clearSessionCookies, tokenOf } from './session-cookie.ts';

/** Resolves the session cookie to a live (not cancelled) user, or null. */
export async function sessionUser(services: ApiServices, token: string | null): Promise<UserRow | null> {
  if (!token) return null;
  const userId = await services.sessions.userIdFor(token);
  if (userId === null) return null;
  const user = await services.users.byId(userId);
  return user && !user.cancelledAt ? user : null;
}

/** Refuses with 401 '请先登录' (and clears stale cookies) unless a user is logged in. */
export function requireUser(services: ApiServices): RequestHandler {
  return async (req, res, next) => {
    const user = await sessionUser(services, tokenOf(req));
    if (!user) {
      clearSessionCookies(req, res);
      throw unauthorized();
    }
    res.locals.user = user;
    next();
  };
}

/** The user `requireUser` found. */
export function userOf(res: Response): UserRow {
  const user = res.locals.user as UserRow | undefined;
  if (!user) throw unauthorized();
  return user;
}
