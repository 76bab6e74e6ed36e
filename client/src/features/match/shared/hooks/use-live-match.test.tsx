import type { ChannelState } from '@kuyi/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../../lib/http/request-json.ts';
import { quietTransport } from '../../../../lib/live/testing/quiet-transport.ts';
import { type LiveMatchSource, useLiveMatch } from './use-live-match.ts';

afterEach(() => vi.useRealTimers());

const quiet = quietTransport({ connected: false });

describe('a match the live pipeline does not hold, read over REST', () => {
  it('a header that keeps failing shows the error with 重试, and 重试 reads it again', async () => {
    vi.useFakeTimers();
    let up = false;
    const reads: number[] = [];
    const source: LiveMatchSource<{ name: string }, { name: string }> = {
      sport: 'football',
      header: async (): Promise<ApiResult<{ name: string }>> => {
        reads.push(Date.now());
        return up
          ? { ok: true, data: { name: '阿森纳' }, msg: '' }
          : { ok: false, code: 504, msg: '服务器错误（504）' };
      },
      words: async () => ({ ok: true, data: { words: [] }, msg: '' }),
      headerToState: (h) => ({ info: { name: h.name } }) as unknown as ChannelState,
      readState: (state) => (state.info ? { name: String((state.info as { name: string }).name) } : null),
      keepStable: (_prev, next) => next,
    };
    const { result } = renderHook(() => useLiveMatch(source, '2611290101', quiet));
    // The channel stays silent: after ARCHIVE_AFTER_MS the header is read, three times in all.
    for (let i = 0; i < 20; i++) await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(reads).toHaveLength(3);
    const failed = result.current;
    if (failed.kind !== 'error') throw new Error(`expected an error, got ${failed.kind}`);
    expect(failed.msg).toBe('服务器错误（504）');
    up = true;
    act(() => failed.retry());
    for (let i = 0; i < 3; i++) await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toMatchObject({ kind: 'ready', view: { name: '阿森纳' }, archived: true });
  });
});
