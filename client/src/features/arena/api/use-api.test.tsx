import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../../lib/http/request-json.ts';
import { useApi } from './use-api.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <Provider store={createStore()}>{children}</Provider>
);

describe('useApi', () => {
  it('a reload that fails keeps the answer on screen (a 10 s re-read of 推荐 during a network blip)', async () => {
    let answer: ApiResult<string[]> = { ok: true, msg: '', data: ['红单'] };
    const { result } = renderHook(() => useApi(async () => answer, 'm1'), { wrapper });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: ['红单'] }));
    answer = { ok: false, code: 0, msg: '网络异常，请稍后再试' };
    act(() => result.current.reload());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(result.current.state).toEqual({ status: 'ready', data: ['红单'] });
    answer = { ok: true, msg: '', data: ['红单', '黑单'] };
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: ['红单', '黑单'] }));
  });

  it('a first read that fails says why, with 重试 when asking again may help', async () => {
    const { result } = renderHook(
      () => useApi<string[]>(async () => ({ ok: false, code: 503, msg: '服务暂不可用' }), 'm2'),
      { wrapper },
    );
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    const state = result.current.state as { msg: string; retry?: () => void };
    expect(state.msg).toBe('服务暂不可用');
    expect(state.retry).toBeTypeOf('function');
  });
});
