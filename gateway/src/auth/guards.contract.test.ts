import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { SmsGuard } from '../sms/sms-guard.ts';
import { AUTH_MSG } from './auth-messages.ts';
import { LoginGuard } from './login-guard.ts';
import { useTestRedis } from './test-redis.ts';

const { redis, newPrefix } = await useTestRedis();

const STORES = [
  { name: 'memory', skip: false },
  { name: 'Redis', skip: redis === null },
] as const;

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

describe.each(STORES)('rate limits on $name', ({ name, skip }) => {
  const store = () => (name === 'Redis' ? redis : null);

  it.skipIf(skip)('[SMS2] SMS: one send per phone per 60 s; other phones are not affected', async () => {
    const guard = new SmsGuard(store(), newPrefix());
    expect(await refusal(() => guard.assertCanSend('13800000001', 'ip1'))).toBeNull();
    expect(await refusal(() => guard.assertCanSend('13800000001', 'ip1'))).toMatch(
      /^验证码发送过于频繁，请\d+秒后再试$/,
    );
    expect(await refusal(() => guard.assertCanSend('13800000002', 'ip1'))).toBeNull();
  });

  it.skipIf(skip)('[SMS2] SMS: a refunded send (failed delivery) does not start the 60 s wait', async () => {
    const guard = new SmsGuard(store(), newPrefix());
    await guard.assertCanSend('13800000001', 'ip1');
    await guard.refund('13800000001');
    expect(await refusal(() => guard.assertCanSend('13800000001', 'ip1'))).toBeNull();
  });

  it.skipIf(skip)('[SMS4] SMS: per-phone and per-IP daily caps', async () => {
    const open = { points: 1000, durationSec: 60 };
    const guard = new SmsGuard(store(), newPrefix(), {
      resend: open,
      perPhoneDaily: { points: 2, durationSec: 86_400 },
      perIpDaily: { points: 3, durationSec: 86_400 },
    });
    await guard.assertCanSend('13800000001', 'ipA');
    await guard.assertCanSend('13800000001', 'ipA');
    expect(await refusal(() => guard.assertCanSend('13800000001', 'ipB'))).toBe(AUTH_MSG.phoneDailyCap);
    await guard.assertCanSend('13800000002', 'ipA');
    expect(await refusal(() => guard.assertCanSend('13800000003', 'ipA'))).toBe(AUTH_MSG.ipDailyCap);
    expect(await refusal(() => guard.assertCanSend('13800000003', 'ipB'))).toBeNull();
  });

  it.skipIf(skip)(
    "[SMS4] SMS: a send refused by the IP's cap takes nothing from the phone (no 60 s wait, no daily point)",
    async () => {
      const guard = new SmsGuard(store(), newPrefix(), {
        resend: { points: 1, durationSec: 60 },
        perPhoneDaily: { points: 2, durationSec: 86_400 },
        perIpDaily: { points: 1, durationSec: 86_400 },
      });
      await guard.assertCanSend('13800000001', 'ipA');
      // ipA is spent: a script behind it must not use up other people's phones.
      for (let i = 0; i < 3; i++)
        expect(await refusal(() => guard.assertCanSend('13800000002', 'ipA'))).toBe(AUTH_MSG.ipDailyCap);
      expect(await refusal(() => guard.assertCanSend('13800000002', 'ipB'))).toBeNull();
      await guard.refund('13800000002');
      expect(await refusal(() => guard.assertCanSend('13800000002', 'ipC'))).toBeNull();
    },
  );

  it.skipIf(skip)(
    '[LOCK1] login: 5 failures lock the account 15 minutes; a success before that resets',
    async () => {
      const guard = new LoginGuard(store(), newPrefix());
      for (let i = 0; i < 4; i++) await guard.recordFailure('u1', 'ip1');
      expect(await refusal(() => guard.assertAllowed('u1', 'ip1'))).toBeNull();
      await guard.recordSuccess('u1');
      for (let i = 0; i < 4; i++) await guard.recordFailure('u1', 'ip1');
      expect(await refusal(() => guard.assertAllowed('u1', 'ip1'))).toBeNull();
      await guard.recordFailure('u1', 'ip1');
      expect(await refusal(() => guard.assertAllowed('u1', 'ip1'))).toBe(AUTH_MSG.accountLocked(15));
      expect(await refusal(() => guard.assertAllowed('u2', 'ip1'))).toBeNull();
    },
  );

  it.skipIf(skip)(
    '[LOCK1] login: tries claimed at the same moment (any replica) are counted before any is checked',
    async () => {
      const prefix = newPrefix();
      // On Redis two guards are two replicas sharing the count; in memory there is one process.
      const one = new LoginGuard(store(), prefix);
      const replicas = name === 'Redis' ? [one, new LoginGuard(store(), prefix)] : [one];
      const claims = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          refusal(() => replicas[i % replicas.length]!.claimTry('u1', 'ip1')),
        ),
      );
      expect(claims.filter((m) => m === null)).toHaveLength(5);
      expect(await refusal(() => replicas[0]!.assertAllowed('u1', 'ip1'))).toMatch(/^密码错误次数过多/);
    },
  );

  it.skipIf(skip)('[LOCK1] login: a released try (the right password) is not a failure', async () => {
    const guard = new LoginGuard(store(), newPrefix());
    for (let i = 0; i < 4; i++) await guard.claimTry('u1', 'ip1');
    await guard.claimTry('u1', 'ip1');
    await guard.releaseTry('u1', 'ip1');
    expect(await refusal(() => guard.assertAllowed('u1', 'ip1'))).toBeNull();
  });

  it.skipIf(skip)('[LOCK2] login: failures over many accounts from one IP lock that IP', async () => {
    const guard = new LoginGuard(store(), newPrefix(), {
      perAccount: { points: 5, durationSec: 900, blockSec: 900 },
      perIp: { points: 3, durationSec: 3600, blockSec: 3600 },
    });
    for (const acct of ['a', 'b', 'c']) await guard.recordFailure(acct, 'ip9');
    expect(await refusal(() => guard.assertAllowed('d', 'ip9'))).toBe(AUTH_MSG.ipLocked);
    expect(await refusal(() => guard.assertAllowed('d', 'ip8'))).toBeNull();
  });
});
