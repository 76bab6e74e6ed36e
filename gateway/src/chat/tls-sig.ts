import { createHmac } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';

/**
 * Tencent IM UserSig, version 2 (the algorithm of Tencent's official `tls-sig-api-v2`): an HMAC-SHA256 with
 * the app's secret over a fixed field string, packed into JSON, zlib-deflated and base64 with Tencent's own
 * URL-safe escape (`+` → `*`, `/` → `-`, `=` → `_`). `tls-sig.test.ts` holds it to the official package.
 */
export interface UserSigFields {
  identifier: string;
  sdkAppId: number;
  /** Issue time, epoch seconds. */
  time: number;
  /** Validity in seconds from `time`. */
  expire: number;
}

const fieldString = (f: UserSigFields) =>
  `TLS.identifier:${f.identifier}\nTLS.sdkappid:${f.sdkAppId}\nTLS.time:${f.time}\nTLS.expire:${f.expire}\n`;

const hmac = (secret: string, f: UserSigFields) =>
  createHmac('sha256', secret).update(fieldString(f)).digest('base64');

const sigEscape = (b64: string) => b64.replace(/\+/g, '*').replace(/\//g, '-').replace(/=/g, '_');
const sigUnescape = (text: string) => text.replace(/_/g, '=').replace(/-/g, '/').replace(/\*/g, '+');

export function genUserSig(secret: string, f: UserSigFields): string {
  const doc = {
    'TLS.ver': '2.0',
    'TLS.identifier': f.identifier,
    'TLS.sdkappid': f.sdkAppId,
    'TLS.time': f.time,
    'TLS.expire': f.expire,
    'TLS.sig': hmac(secret, f),
  };
  return sigEscape(deflateSync(Buffer.from(JSON.stringify(doc))).toString('base64'));
}

/** Decodes a UserSig and checks its signature with `secret` (what Tencent's side does); null if it fails. */
export function verifyUserSig(secret: string, userSig: string): UserSigFields | null {
  try {
    const doc = JSON.parse(inflateSync(Buffer.from(sigUnescape(userSig), 'base64')).toString()) as Record<
      string,
      unknown
    >;
    const f: UserSigFields = {
      identifier: String(doc['TLS.identifier']),
      sdkAppId: Number(doc['TLS.sdkappid']),
      time: Number(doc['TLS.time']),
      expire: Number(doc['TLS.expire']),
    };
    if (doc['TLS.ver'] !== '2.0' || doc['TLS.sig'] !== hmac(secret, f)) return null;
    return f;
  } catch {
    return null;
  }
}
