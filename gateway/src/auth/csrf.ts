import { isWriteGet, WRITE_GET_HEADER } from '@kuyi/shared';
import type { Request, RequestHandler } from 'express';
import { AppError } from '../errors.ts';
import { AUTH_MSG } from './auth-messages.ts';
import { tokenOf } from './session-cookie.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Whether a request's Fetch Metadata (sent by every current browser) says a script's fetch()/XHR made it, not
 * an image, a stylesheet, a form or a navigation. Clients that send no such headers (curl, tests) pass.
 */
function fetchedByScript(req: Request): boolean {
  const mode = req.get('sec-fetch-mode');
  const dest = req.get('sec-fetch-dest');
  return (
    (mode === undefined || mode === 'cors' || mode === 'same-origin') &&
    (dest === undefined || dest === 'empty')
  );
}

/**
 * CSRF defence for cookie-authenticated writes (OWASP "verify the source origin"). A write whose Origin —
 * or Referer when Origin is absent — names another site is refused. Trusted origins add the vite dev
 * server, whose proxy rewrites Host so its same-origin requests look foreign.
 *
 * The spec's state-changing GET calls (WRITE_GETS in shared: logOff, rewards, buys, likes): a top-level
 * link carries a SameSite=Lax cookie, so with the session cookie they must also prove their source, and a
 * same-site subresource (an image in a post pointing at one) is refused by its Fetch Metadata.
 */
export function csrfGuard(opts: { trustedOrigins: readonly string[] }): RequestHandler {
  const trusted = new Set(opts.trustedOrigins.map((o) => originOf(o)));
  const isSameSite = (req: Request, origin: string) =>
    trusted.has(origin) || origin === `${req.protocol}://${req.get('host')}`;
  return (req, _res, next) => {
    const writeGet = isWriteGet(req.path);
    if (SAFE_METHODS.has(req.method) && !writeGet) return next();
    // Our client calls a write GET with fetch(). An <img>, a link or a redirect to it carries our own page as
    // Referer (an https image in a post, an avatar path), so the browser's Fetch Metadata must say fetch too.
    if (writeGet && !fetchedByScript(req)) return next(new AppError(403, AUTH_MSG.foreignOrigin));
    // With a session, a write made as a GET must carry the client's header: an image or a link cannot. (The
    // same path POSTed is held to the Origin check below, which no image can pass.)
    if (writeGet && SAFE_METHODS.has(req.method) && tokenOf(req) && req.get(WRITE_GET_HEADER) !== '1')
      return next(new AppError(403, AUTH_MSG.foreignOrigin));
    const source = originOf(req.get('origin')) ?? originOf(req.get('referer'));
    if (source !== null) {
      if (source !== 'null' && isSameSite(req, source)) return next();
      return next(new AppError(403, AUTH_MSG.foreignOrigin));
    }
    // No source at all: browsers always send Origin on POST, so this is a non-browser client (no CSRF
    // risk) — except a cookie-carrying GET write, which a no-referrer link could forge.
    if (writeGet && tokenOf(req)) return next(new AppError(403, AUTH_MSG.foreignOrigin));
    next();
  };
}
