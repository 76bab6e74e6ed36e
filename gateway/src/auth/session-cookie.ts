import type { Request, Response } from 'express';
import { SESSION_TTL_MS } from './session-store.ts';

/** The httpOnly session token: scripts cannot read it, so an XSS cannot steal the login. */
export const TOKEN_COOKIE = 'kuyi_token';
/**
 * A readable marker next to it, so the client knows at load that a token exists (spec §4 "saved user info
 * is loaded if a token cookie exists") without the token itself being readable.
 */
export const LOGIN_MARKER_COOKIE = 'kuyi_login';

export function setSessionCookies(req: Request, res: Response, token: string): void {
  const base = { sameSite: 'lax' as const, secure: req.secure, path: '/', maxAge: SESSION_TTL_MS };
  res.cookie(TOKEN_COOKIE, token, { ...base, httpOnly: true });
  res.cookie(LOGIN_MARKER_COOKIE, '1', { ...base, httpOnly: false });
}

export function clearSessionCookies(req: Request, res: Response): void {
  const base = { sameSite: 'lax' as const, secure: req.secure, path: '/' };
  res.clearCookie(TOKEN_COOKIE, { ...base, httpOnly: true });
  res.clearCookie(LOGIN_MARKER_COOKIE, base);
}

export function tokenOf(req: Request): string | null {
  const value: unknown = req.cookies?.[TOKEN_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : null;
}
