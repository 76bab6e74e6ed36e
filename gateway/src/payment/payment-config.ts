import { z } from 'zod';
import { envInt } from '../env-number.ts';
import { pemFromEnv } from './providers/provider.ts';

const providers = z
  .string()
  .default('dev')
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.enum(['dev', 'alipay', 'wechat'])).min(1));

const schema = z.object({
  /** `dev` (sandbox), or `alipay` and/or `wechat` (comma-separated) for real money. */
  PAY_PROVIDER: providers,
  /** Public origin the providers call back, e.g. https://www.example.com (required for alipay/wechat). */
  PAY_NOTIFY_BASE_URL: z.string().default(''),
  ALIPAY_APP_ID: z.string().default(''),
  ALIPAY_PRIVATE_KEY: z.string().default(''),
  ALIPAY_PUBLIC_KEY: z.string().default(''),
  ALIPAY_GATEWAY: z.string().optional(),
  WECHAT_PAY_MCHID: z.string().default(''),
  WECHAT_PAY_APPID: z.string().default(''),
  WECHAT_PAY_SERIAL_NO: z.string().default(''),
  WECHAT_PAY_PRIVATE_KEY: z.string().default(''),
  WECHAT_PAY_API_V3_KEY: z.string().default(''),
  WECHAT_PAY_PLATFORM_PUBLIC_KEY: z.string().default(''),
  WECHAT_PAY_BASE_URL: z.string().optional(),
  /** Reconciler period; 0 turns it off. */
  PAY_RECONCILE_MS: envInt(60_000, 0),
  /** Orders still open after this long are queried at the provider. */
  PAY_QUERY_AFTER_MS: envInt(120_000, 0),
  /** Orders still unpaid after this long are closed. */
  PAY_ORDER_TTL_MS: envInt(30 * 60_000, 1),
});

export type PayEnv = z.infer<typeof schema>;

const REQUIRED = {
  alipay: ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'PAY_NOTIFY_BASE_URL'],
  wechat: [
    'WECHAT_PAY_MCHID',
    'WECHAT_PAY_APPID',
    'WECHAT_PAY_SERIAL_NO',
    'WECHAT_PAY_PRIVATE_KEY',
    'WECHAT_PAY_API_V3_KEY',
    'WECHAT_PAY_PLATFORM_PUBLIC_KEY',
    'PAY_NOTIFY_BASE_URL',
  ],
} as const;

/** Parsed once at start; a real provider without its keys stops the gateway listing what is missing. */
export function loadPayEnv(env: NodeJS.ProcessEnv): PayEnv {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid payment environment: ${problems}`);
  }
  const cfg = parsed.data;
  if (cfg.PAY_PROVIDER.includes('dev') && cfg.PAY_PROVIDER.length > 1)
    throw new Error('PAY_PROVIDER=dev cannot be combined with a real provider');
  const missing: string[] = [];
  for (const p of cfg.PAY_PROVIDER) {
    if (p === 'dev') continue;
    for (const k of REQUIRED[p]) if (!cfg[k]) missing.push(k);
  }
  if (missing.length)
    throw new Error(`PAY_PROVIDER=${cfg.PAY_PROVIDER.join(',')} needs ${[...new Set(missing)].join(', ')}`);
  if (cfg.WECHAT_PAY_API_V3_KEY && Buffer.byteLength(cfg.WECHAT_PAY_API_V3_KEY) !== 32)
    throw new Error('WECHAT_PAY_API_V3_KEY must be 32 bytes');
  for (const k of [
    'ALIPAY_PRIVATE_KEY',
    'ALIPAY_PUBLIC_KEY',
    'WECHAT_PAY_PRIVATE_KEY',
    'WECHAT_PAY_PLATFORM_PUBLIC_KEY',
  ] as const)
    cfg[k] = pemFromEnv(cfg[k]);
  return cfg;
}
