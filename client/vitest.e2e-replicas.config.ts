import { defineConfig } from 'vitest/config';
import e2e from './vitest.e2e.config.ts';

/**
 * The browser tests whose paths cross replicas, again against two gateways sharing Redis and PostgreSQL behind
 * a round-robin front (client/e2e/replica-services.ts): sign-up codes, logins ended elsewhere, posts, red
 * envelopes, chat lines, notices, payments and a reconnect each reach a replica other than the one a page's
 * socket or last call was on. `E2E_REPLICAS=2 npm run e2e -w client` runs every file that way.
 */
export default defineConfig({
  test: {
    ...e2e.test,
    include: [
      'e2e/accounts.e2e.test.ts',
      'e2e/session-end.e2e.test.ts',
      'e2e/forum.e2e.test.ts',
      'e2e/redenvelope.e2e.test.ts',
      'e2e/chat.e2e.test.ts',
      'e2e/notify.e2e.test.ts',
      'e2e/payment.e2e.test.ts',
      'e2e/live-scores.test.ts',
    ],
    env: { E2E_REPLICAS: '2' },
  },
});
