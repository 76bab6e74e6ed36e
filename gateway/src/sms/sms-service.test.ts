import { describe, expect, it } from 'vitest';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { AppError, badRequest } from '../errors.ts';
import { MemoryCodeStore } from './code-store.ts';
import { DevSmsProvider } from './dev-sms-provider.ts';
import { SmsGuard } from './sms-guard.ts';
import { SmsService } from './sms-service.ts';

/** The message of the AppError `fn` throws, or null when it does not throw. */
async function refusal(fn: () => Promise<unknown>): Promise<string | null> {
  try {
    await fn();
    return null;
  } catch (err) {
    if (err instanceof AppError) return err.message;
    throw err;
  }
}

function service(perIpDaily: number) {
  const provider = new DevSmsProvider();
  const guard = new SmsGuard(null, `t${Math.random()}`, {
    resend: { points: 1, durationSec: 60 },
    perPhoneDaily: { points: 10, durationSec: 86_400 },
    perIpDaily: { points: perIpDaily, durationSec: 86_400 },
  });
  return { provider, sms: new SmsService(new MemoryCodeStore(), guard, provider) };
}

const taken = async () => {
  throw badRequest(AUTH_MSG.phoneTaken);
};
const free = async () => undefined;

describe('SmsService purpose checks ([SMS7])', () => {
  it('[SMS7] a refused check sends nothing and spends no per-phone slot', async () => {
    const { sms, provider } = service(30);
    expect(await refusal(() => sms.send('13800000001', 'ipA', taken))).toBe(AUTH_MSG.phoneTaken);
    expect(await provider.latest('13800000001')).toBeNull();
    // Neither the 60 s wait nor the phone's daily count was started by the refusal.
    expect(await refusal(() => sms.send('13800000001', 'ipA'))).toBeNull();
    expect((await provider.latest('13800000001'))?.code).toMatch(/^\d{6}$/);
  });

  it('[SMS7][SMS4] every check counts against the per-IP cap, refused or not, once per request', async () => {
    const { sms, provider } = service(3);
    expect(await refusal(() => sms.send('13800000001', 'ipA', taken))).toBe(AUTH_MSG.phoneTaken);
    expect(await refusal(() => sms.send('13800000002', 'ipA', taken))).toBe(AUTH_MSG.phoneTaken);
    // A passing check and its send cost one point together, not two.
    expect(await refusal(() => sms.send('13800000003', 'ipA', free))).toBeNull();
    let checked = false;
    const spy = async () => {
      checked = true;
    };
    // The cap is reached: the look-up is refused before it runs, so it cannot be used as a phone oracle.
    expect(await refusal(() => sms.send('13800000004', 'ipA', spy))).toBe(AUTH_MSG.ipDailyCap);
    expect(checked).toBe(false);
    expect(await provider.latest('13800000004')).toBeNull();
    expect(await refusal(() => sms.send('13800000004', 'ipB', free))).toBeNull();
  });
});
