import type { Request } from 'express';
import type { Redis } from 'ioredis';
import type { LoginGuard } from '../auth/login-guard.ts';
import type { SessionStore } from '../auth/session-store.ts';
import type { Database } from '../db/open-database.ts';
import type { DevSmsProvider } from '../sms/dev-sms-provider.ts';
import type { SmsService } from '../sms/sms-service.ts';
import type { ApiEnv } from './api-config.ts';
import type { UserRepo } from './user-repo.ts';

/** What the API's routes share, built once at start by the API part. */
export interface ApiServices {
  db: Database;
  users: UserRepo;
  sessions: SessionStore;
  sms: SmsService;
  loginGuard: LoginGuard;
  /** Set only with the dev SMS provider; backs /api/dev/sms-outbox. */
  devSms: DevSmsProvider | null;
  /** Keys userSig and the ID-number hash. */
  secret: string;
  env: ApiEnv;
  nodeEnv: string;
  dataDir: string;
  redis: Redis | null;
  /** Namespaces this deployment's (or test's) keys in a shared Redis. */
  keyPrefix: string;
  /** Run after a registration committed (e.g. the OCPC conversion, issue 16); failures are logged, not thrown. */
  registerHooks: ((userId: number, req: Request) => Promise<void>)[];
}
