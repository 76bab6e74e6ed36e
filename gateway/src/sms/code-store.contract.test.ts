import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { useTestRedis } from '../auth/test-redis.ts';
import { type CodeStore, MemoryCodeStore } from './code-store.ts';
import { RedisCodeStore } from './redis-code-store.ts';

const { redis, newPrefix } = await useTestRedis();
const prefix = newPrefix();

const STORES: { name: string; skip: boolean; make: () => CodeStore }[] = [
  { name: 'memory', skip: false, make: () => new MemoryCodeStore() },
  { name: 'Redis', skip: redis === null, make: () => new RedisCodeStore(redis as Redis, prefix) },
];
const MIN = 60_000;

describe.each(STORES)('SMS code store on $name', ({ skip, make }) => {
  it.skipIf(skip)('[SMS1] the right code passes once; a code is single-use', async () => {
    const s = make();
    await s.put('13900000001', '123456', 5 * MIN);
    expect(await s.check('13900000001', '123456', 5)).toBe('ok');
    expect(await s.check('13900000001', '123456', 5)).toBe('missing');
  });

  it.skipIf(skip)('[SMS3] 5 wrong tries use the code up, even for the right code', async () => {
    const s = make();
    await s.put('13900000002', '123456', 5 * MIN);
    for (let i = 0; i < 5; i++) expect(await s.check('13900000002', '654321', 5)).toBe('wrong');
    expect(await s.check('13900000002', '123456', 5)).toBe('exhausted');
  });

  it.skipIf(skip)('[SMS3] a new code replaces the old one and restarts the tries', async () => {
    const s = make();
    await s.put('13900000003', '111111', 5 * MIN);
    for (let i = 0; i < 5; i++) await s.check('13900000003', '000000', 5);
    await s.put('13900000003', '222222', 5 * MIN);
    expect(await s.check('13900000003', '111111', 5)).toBe('wrong');
    expect(await s.check('13900000003', '222222', 5)).toBe('ok');
  });

  it.skipIf(skip)('[SMS1] an expired code is missing; phones do not share codes', async () => {
    const s = make();
    await s.put('13900000004', '123456', 30);
    await s.put('13900000005', '654321', 5 * MIN);
    expect(await s.check('13900000005', '123456', 5)).toBe('wrong');
    await new Promise((r) => setTimeout(r, 80));
    expect(await s.check('13900000004', '123456', 5)).toBe('missing');
  });
});
