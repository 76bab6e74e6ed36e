import { DEFAULT_SMS_RULES } from '../sms/sms-guard.ts';
import type { ApiPluginOptions } from './api-plugin.ts';

/** Everyone in a test run shares 127.0.0.1, so the per-IP SMS cap is raised; the 60 s resend stays. */
export const TEST_API_OPTIONS: ApiPluginOptions = {
  smsRules: { ...DEFAULT_SMS_RULES, perIpDaily: { points: 10_000, durationSec: 86_400 } },
};
