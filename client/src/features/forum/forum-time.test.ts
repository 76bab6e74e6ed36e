import { describe, expect, it } from 'vitest';
import { forumTime } from './forum-time.ts';

const NOW = Date.parse('2026-11-24T12:00:00Z');

describe('forumTime', () => {
  it('[F16] dates posts the way Chinese forums do, in China time', () => {
    expect(forumTime('2026-11-24T11:59:30Z', NOW)).toBe('刚刚');
    expect(forumTime('2026-11-24T11:55:00Z', NOW)).toBe('5分钟前');
    expect(forumTime('2026-11-24T09:00:00Z', NOW)).toBe('3小时前');
    expect(forumTime('2026-11-20T07:05:00Z', NOW)).toBe('11-20 15:05');
    expect(forumTime('2025-03-01T00:00:00Z', NOW)).toBe('2025-03-01');
  });
});
