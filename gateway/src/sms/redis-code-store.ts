import type { Redis } from 'ioredis';
import type { CodeCheck, CodeStore } from './code-store.ts';

// Atomic so two replicas checking guesses at once can never exceed the try budget.
const CHECK = `
local v = redis.call('HMGET', KEYS[1], 'code', 'tries')
if not v[1] then return 'missing' end
local tries = tonumber(v[2]) or 0
if tries >= tonumber(ARGV[2]) then return 'exhausted' end
if v[1] == ARGV[1] then redis.call('DEL', KEYS[1]) return 'ok' end
redis.call('HINCRBY', KEYS[1], 'tries', 1)
return 'wrong'
`;

/** The shared store when REDIS_URL is set: a hash per phone that Redis expires. */
export class RedisCodeStore implements CodeStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async put(phone: string, code: string, ttlMs: number): Promise<void> {
    const key = this.key(phone);
    await this.redis.multi().del(key).hset(key, 'code', code, 'tries', 0).pexpire(key, ttlMs).exec();
  }

  async check(phone: string, code: string, maxTries: number): Promise<CodeCheck> {
    const result = await this.redis.eval(CHECK, 1, this.key(phone), code, String(maxTries));
    return result as CodeCheck;
  }

  private key(phone: string): string {
    return `${this.prefix}:smscode:${phone}`;
  }
}
