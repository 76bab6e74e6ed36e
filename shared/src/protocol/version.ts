/**
 * The live protocol's version (issue 18). The site's client sends it at the socket handshake
 * (`auth: { protocol }`); a gateway speaking another version answers with a `reload` notice and closes the
 * socket, and the client reloads the page once to pick up the build that matches. Bump it whenever a
 * change to events, patches or channels would confuse a client built before it. Outside clients (k6, other
 * apps) that send no version are served as before.
 */
export const PROTOCOL_VERSION = 1;

/** Sent instead of any data to a client built for another protocol version. */
export interface ReloadNotice {
  reason: 'protocol';
  /** The version this gateway speaks. */
  protocol: number;
}

/**
 * The version a handshake claims: a number from `auth.protocol` (or the `protocol` query parameter), null
 * when none is given, NaN when it is not a whole number (an unknown version).
 */
export function handshakeProtocol(auth: unknown, query: unknown): number | null {
  const fromAuth = (auth as { protocol?: unknown } | null | undefined)?.protocol;
  const fromQuery = (query as { protocol?: unknown } | null | undefined)?.protocol;
  const raw = fromAuth ?? fromQuery;
  if (raw === undefined || raw === null || raw === '') return null;
  const n =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isInteger(n) ? n : Number.NaN;
}

/** Whether a handshake's client must reload: it named a version, and not this one. */
export function mustReload(claimed: number | null): boolean {
  return claimed !== null && claimed !== PROTOCOL_VERSION;
}
