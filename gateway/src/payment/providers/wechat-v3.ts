import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';

/**
 * WeChat Pay API v3's official signing scheme, on node:crypto
 * (https://pay.weixin.qq.com/doc/v3/merchant/4012365336):
 * - requests: `METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n` signed SHA256withRSA with the merchant key, sent as
 *   `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,signature=…,timestamp=…,serial_no=…`;
 * - responses and notifies: `TIMESTAMP\nNONCE\nBODY\n` verified with the WeChat Pay platform public key from
 *   the Wechatpay-Timestamp/-Nonce/-Signature headers, refusing timestamps more than 5 minutes off;
 * - notify resources: AEAD_AES_256_GCM with the APIv3 key, the 16-byte tag at the end of the ciphertext.
 */
export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
const MAX_SKEW_S = 300;

export function requestMessage(
  method: string,
  pathAndQuery: string,
  ts: string,
  nonce: string,
  body: string,
) {
  return `${method}\n${pathAndQuery}\n${ts}\n${nonce}\n${body}\n`;
}

export function authorization(opts: {
  mchid: string;
  serialNo: string;
  privateKey: string;
  method: string;
  pathAndQuery: string;
  body: string;
  now?: number;
}): string {
  const ts = String(Math.floor((opts.now ?? Date.now()) / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(requestMessage(opts.method, opts.pathAndQuery, ts, nonce, opts.body))
    .sign(opts.privateKey, 'base64');
  return `${AUTH_SCHEMA} mchid="${opts.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${ts}",serial_no="${opts.serialNo}"`;
}

/** Parses an Authorization header (for stubs that check our requests). */
export function parseAuthorization(header: string): Record<string, string> | null {
  if (!header.startsWith(`${AUTH_SCHEMA} `)) return null;
  const out: Record<string, string> = {};
  for (const m of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g))
    out[m[1] as string] = m[2] as string;
  return out;
}

/** Verifies a WeChat-signed response or notify; false on a bad signature or a stale timestamp. */
export function verifyWechatSignature(opts: {
  publicKey: string;
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
  body: string;
  now?: number;
}): boolean {
  const { timestamp, nonce, signature } = opts;
  if (!timestamp || !nonce || !signature || !/^\d+$/.test(timestamp)) return false;
  const skew = Math.abs(Math.floor((opts.now ?? Date.now()) / 1000) - Number(timestamp));
  if (skew > MAX_SKEW_S) return false;
  try {
    return createVerify('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${opts.body}\n`)
      .verify(opts.publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** AEAD_AES_256_GCM decryption of a notify's resource with the 32-byte APIv3 key; throws on tampering. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM')
    throw new Error(`unsupported algorithm ${resource.algorithm}`);
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce, 'utf8'),
  );
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}
