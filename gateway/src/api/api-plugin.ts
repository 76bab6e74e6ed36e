import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { csrfGuard } from '../auth/csrf.ts';
import { LoginGuard, type LoginGuardRules } from '../auth/login-guard.ts';
import { SessionStore } from '../auth/session-store.ts';
import { type Database, type OpenDatabase, openDatabase } from '../db/open-database.ts';
import type { GatewayContext, GatewayPlugin } from '../plugin.ts';
import { MemoryCodeStore } from '../sms/code-store.ts';
import { devOutboxRoutes } from '../sms/dev-outbox-routes.ts';
import { DevSmsProvider } from '../sms/dev-sms-provider.ts';
import { RedisCodeStore } from '../sms/redis-code-store.ts';
import { SmsGuard, type SmsGuardRules } from '../sms/sms-guard.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { CODE_TTL_MS, SmsService } from '../sms/sms-service.ts';
import { TencentSmsProvider } from '../sms/tencent-sms-provider.ts';
import { uploadRoutes } from '../upload/upload-routes.ts';
import { accountRoutes } from './account-routes.ts';
import { type ApiEnv, loadApiEnv } from './api-config.ts';
import type { ApiServices } from './api-services.ts';
import { authSecret } from './auth-secret.ts';
import { feedbackAdminRoutes } from './feedback-admin-routes.ts';
import { feedbackRoutes } from './feedback-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { UserRepo } from './user-repo.ts';

/** Test seams: limits, keys and the SMS provider; production reads everything from the environment. */
export interface ApiPluginOptions {
  env?: NodeJS.ProcessEnv;
  keyPrefix?: string;
  smsRules?: SmsGuardRules;
  loginRules?: LoginGuardRules;
  smsProvider?: SmsProvider;
  codeTtlMs?: number;
}

function smsProviderFor(env: ApiEnv, ctx: GatewayContext, keyPrefix: string): SmsProvider {
  if (env.SMS_PROVIDER === 'tencent') {
    return new TencentSmsProvider({
      secretId: env.TENCENT_SMS_SECRET_ID,
      secretKey: env.TENCENT_SMS_SECRET_KEY,
      region: env.TENCENT_SMS_REGION,
      sdkAppId: env.TENCENT_SMS_APP_ID,
      signName: env.TENCENT_SMS_SIGN_NAME,
      templateId: env.TENCENT_SMS_TEMPLATE_ID,
      noticeTemplateIds: { phoneChanged: env.TENCENT_SMS_PHONE_CHANGED_TEMPLATE_ID },
      endpoint: env.TENCENT_SMS_ENDPOINT,
    });
  }
  if (ctx.config.NODE_ENV === 'production') ctx.logger.warn('SMS_PROVIDER=dev in production: no SMS is sent');
  return new DevSmsProvider(ctx.logger, ctx.redis ? { redis: ctx.redis, prefix: keyPrefix } : undefined);
}

/** REST /api/*: accounts, user centre, uploads, feedback (issue 7); later issues add their routers here. */
export interface ApiPlugin extends GatewayPlugin {
  /** The open database (after start), for tests and for later parts that share it. */
  db(): Database;
  /** The shared services (after start): later parts reuse its sessions, users and Redis for login and limits. */
  services(): ApiServices;
}

export function apiPlugin(opts: ApiPluginOptions = {}): ApiPlugin {
  let database: OpenDatabase | null = null;
  let shared: ApiServices | null = null;
  return {
    name: 'api',
    db() {
      if (!database) throw new Error('api part not started');
      return database.db;
    },
    services() {
      if (!shared) throw new Error('api part not started');
      return shared;
    },
    async start(ctx: GatewayContext, app: Express) {
      const env = loadApiEnv(opts.env ?? process.env, ctx.config.NODE_ENV);
      const { config, redis } = ctx;
      database = await openDatabase({
        databaseUrl: config.DATABASE_URL,
        dataDir: config.DATA_DIR,
        onIdleError: (err) =>
          ctx.logger.warn(
            { err },
            'PostgreSQL closed an idle connection; the pool opens a new one when needed',
          ),
      });
      const keyPrefix = opts.keyPrefix ?? env.AUTH_KEY_PREFIX;
      const provider = opts.smsProvider ?? smsProviderFor(env, ctx, keyPrefix);
      const codes = redis ? new RedisCodeStore(redis, keyPrefix) : new MemoryCodeStore();
      const services: ApiServices = {
        db: database.db,
        users: new UserRepo(database.db),
        sessions: new SessionStore(database.db),
        sms: new SmsService(
          codes,
          new SmsGuard(redis, keyPrefix, opts.smsRules),
          provider,
          opts.codeTtlMs ?? CODE_TTL_MS,
          ctx.logger,
        ),
        loginGuard: new LoginGuard(redis, keyPrefix, opts.loginRules),
        devSms: provider instanceof DevSmsProvider ? provider : null,
        secret: await authSecret(env.AUTH_SECRET, config.DATA_DIR),
        env,
        nodeEnv: config.NODE_ENV,
        dataDir: config.DATA_DIR,
        redis,
        keyPrefix,
        registerHooks: [],
      };
      shared = services;
      ctx.logger.info({ db: database.kind, sms: provider.name }, 'api ready');

      const api = express.Router();
      api.use(cookieParser());
      // Keeps the bytes too: payment notifies are verified against the body exactly as signed (issue 16).
      api.use(
        express.json({
          limit: '64kb',
          verify: (req, _res, buf) => {
            (req as typeof req & { rawBody?: Buffer }).rawBody = buf;
          },
        }),
      );
      api.use(csrfGuard({ trustedOrigins: env.CSRF_TRUSTED_ORIGINS ?? [] }));
      api.use(accountRoutes(services));
      api.use(profileRoutes(services));
      api.use(feedbackRoutes(services));
      api.use(feedbackAdminRoutes(services));
      api.use(uploadRoutes(services));
      api.use(devOutboxRoutes(services));
      app.use('/api', api);
    },
    async health() {
      if (!database) return 'database not open';
      await database.db.execute('select 1');
      return null;
    },
    async stop() {
      await database?.close();
      database = null;
    },
  };
}
