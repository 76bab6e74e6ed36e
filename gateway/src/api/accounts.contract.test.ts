import { afterAll, beforeAll, describe } from 'vitest';
import { loginCases } from './accounts-login.cases.ts';
import { passwordCases } from './accounts-password.cases.ts';
import { phoneChangeCases } from './accounts-phone-change.cases.ts';
import { profileCases } from './accounts-profile.cases.ts';
import { feedbackCases } from './feedback.cases.ts';
import { requestErrorCases } from './request-errors.cases.ts';
import { BACKENDS, startOn } from './test-backends.ts';
import type { TestGateway } from './test-gateway.ts';

/**
 * The one API contract suite (issue 7), run on embedded PGlite and on PostgreSQL (a fresh `kuyi_test_*`
 * database, dropped afterwards). One gateway per backend: booting PGlite costs seconds.
 */
describe.each(BACKENDS)('accounts API on $name', ({ name, skip }) => {
  let t: TestGateway | undefined;
  const gateway = () => {
    if (!t) throw new Error('gateway not started');
    return t;
  };
  beforeAll(async () => {
    if (!skip) t = await startOn(name);
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe.skipIf(skip)('', () => {
    loginCases(gateway);
    passwordCases(gateway);
    profileCases(gateway);
    phoneChangeCases(gateway);
    feedbackCases(gateway);
    requestErrorCases(gateway);
  });
});
