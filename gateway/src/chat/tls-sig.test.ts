import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTencentIm } from './chat-config.ts';
import { genUserSig, verifyUserSig } from './tls-sig.ts';

/** Tencent's official Node implementation (CommonJS, untyped), used here only as the reference. */
const OfficialApi = createRequire(import.meta.url)('tls-sig-api-v2').Api as new (
  sdkAppId: number,
  secret: string,
) => { genUserSig(userId: string, expire: number): string };

const SECRET = '5bd2850fff3ecb11d7c805251c51ee463a25727bddc2385f3fa8bfee1bb93b5e';
const fields = { identifier: '10086', sdkAppId: 1400000000, time: 1_795_600_000, expire: 604_800 };

describe('[C8] Tencent IM UserSig (tls-sig-api-v2)', () => {
  afterEach(() => vi.useRealTimers());

  it('decodes to the signed fields and its HMAC checks out with the secret', () => {
    const sig = genUserSig(SECRET, fields);
    expect(sig).toMatch(/^[A-Za-z0-9*_-]+$/);
    expect(verifyUserSig(SECRET, sig)).toEqual(fields);
  });

  it('is refused with another secret, and when any signed field was changed', () => {
    const sig = genUserSig(SECRET, fields);
    expect(verifyUserSig(`${SECRET}x`, sig)).toBeNull();
    expect(verifyUserSig(SECRET, genUserSig(`${SECRET}x`, fields))).toBeNull();
    expect(verifyUserSig(SECRET, 'not-a-sig')).toBeNull();
  });

  it("is byte for byte what Tencent's official package signs at the same second", () => {
    vi.useFakeTimers();
    vi.setSystemTime(fields.time * 1000);
    const official = new OfficialApi(fields.sdkAppId, SECRET).genUserSig(fields.identifier, fields.expire);
    expect(genUserSig(SECRET, fields)).toBe(official);
    expect(verifyUserSig(SECRET, official)).toEqual(fields);
  });
});

describe('TENCENT_IM_* configuration', () => {
  it('both unset: our own chat only', () => {
    expect(loadTencentIm({})).toBeNull();
  });
  it('both set: the app id and secret', () => {
    expect(loadTencentIm({ TENCENT_IM_SDKAPPID: '1400000000', TENCENT_IM_SECRET: 'k' })).toEqual({
      sdkAppId: 1400000000,
      secret: 'k',
    });
  });
  it('one without the other, or an app id that is not a number, stops the start', () => {
    expect(() => loadTencentIm({ TENCENT_IM_SECRET: 'k' })).toThrow(/TENCENT_IM_SDKAPPID is required/);
    expect(() => loadTencentIm({ TENCENT_IM_SDKAPPID: '140' })).toThrow(/TENCENT_IM_SECRET is required/);
    expect(() => loadTencentIm({ TENCENT_IM_SDKAPPID: 'abc', TENCENT_IM_SECRET: 'k' })).toThrow(
      /positive integer/,
    );
  });
});
