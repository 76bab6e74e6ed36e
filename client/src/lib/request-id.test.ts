import { afterEach, describe, expect, it, vi } from 'vitest';
import { newRequestId } from './request-id.ts';

afterEach(() => vi.unstubAllGlobals());

describe('request ids', () => {
  it('are made on a plain-HTTP page, where crypto.randomUUID does not exist', () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    expect('randomUUID' in crypto).toBe(false);
    const ids = new Set(Array.from({ length: 100 }, newRequestId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
