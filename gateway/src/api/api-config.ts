import { CLIENT_DEV_ORIGINS } from '@kuyi/shared';
import { z } from 'zod';

const list = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined,
  );

const apiEnvSchema = z.object({
  /** `dev` logs codes and exposes /api/dev/sms-outbox; `tencent` sends real SMS. */
  SMS_PROVIDER: z.enum(['dev', 'tencent']).default('dev'),
  TENCENT_SMS_SECRET_ID: z.string().default(''),
  TENCENT_SMS_SECRET_KEY: z.string().default(''),
  TENCENT_SMS_REGION: z.string().default('ap-guangzhou'),
  TENCENT_SMS_APP_ID: z.string().default(''),
  TENCENT_SMS_SIGN_NAME: z.string().default(''),
  TENCENT_SMS_TEMPLATE_ID: z.string().default(''),
  /** [UA4] The notice to the old phone after 更换手机: `您的账号绑定手机已于{1}更换为{2}，如非本人操作请立即联系客服。` */
  TENCENT_SMS_PHONE_CHANGED_TEMPLATE_ID: z.string().default(''),
  TENCENT_SMS_ENDPOINT: z.string().optional(),
  /** Extra origins whose writes are same-site (the vite dev server in development). */
  CSRF_TRUSTED_ORIGINS: list,
  /** Keys the IM userSig and the ID-number hash; generated into DATA_DIR when unset. */
  AUTH_SECRET: z.string().optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024),
  /** Namespaces rate-limit and code keys in a shared Redis. */
  AUTH_KEY_PREFIX: z.string().default('kuyi'),
});

export type ApiEnv = z.infer<typeof apiEnvSchema>;

/** The API part's own variables, parsed once at start; fails fast listing every problem. */
export function loadApiEnv(env: NodeJS.ProcessEnv, nodeEnv: string): ApiEnv {
  const parsed = apiEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid api environment: ${problems}`);
  }
  const cfg = parsed.data;
  cfg.CSRF_TRUSTED_ORIGINS ??= nodeEnv === 'production' ? [] : [...CLIENT_DEV_ORIGINS];
  if (cfg.SMS_PROVIDER === 'tencent') {
    const required = [
      'TENCENT_SMS_SECRET_ID',
      'TENCENT_SMS_SECRET_KEY',
      'TENCENT_SMS_APP_ID',
      'TENCENT_SMS_SIGN_NAME',
      'TENCENT_SMS_TEMPLATE_ID',
      'TENCENT_SMS_PHONE_CHANGED_TEMPLATE_ID',
    ] as const;
    const missing = required.filter((k) => !cfg[k]);
    if (missing.length) throw new Error(`SMS_PROVIDER=tencent needs ${missing.join(', ')}`);
  }
  return cfg;
}
