import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCompanyOdds } from './use-company-odds.ts';

afterEach(() => vi.unstubAllGlobals());

/** An answer whose body is still downloading until its request is aborted, as a real one does. */
function downloading(init?: RequestInit): Response {
  return {
    ok: true,
    status: 200,
    json: () =>
      new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      ),
  } as unknown as Response;
}

describe('赔率公司 switch on the score lists', () => {
  it("another company chosen while the first one's lines still download shows 加载中…, not 服务器错误（200）", async () => {
    let answerSecond = () => {};
    const fetchMock = vi.fn((url: string, init?: RequestInit) =>
      String(url).includes('companyId=3')
        ? Promise.resolve(downloading(init))
        : new Promise<Response>((resolve) => {
            answerSecond = () =>
              resolve(
                Response.json({
                  code: 200,
                  msg: '成功',
                  data: { date: '2018-06-27', companyId: '8', matches: [] },
                }),
              );
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { result, rerender } = renderHook(
      ({ companyId }) => useCompanyOdds('football', '2018-06-27', companyId, false),
      { initialProps: { companyId: '3' } },
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    rerender({ companyId: '8' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    // Let the dropped request settle before reading the switch.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(result.current).toEqual({ kind: 'loading' });
    await act(async () => answerSecond());
    await waitFor(() => expect(result.current.kind).toBe('ready'));
  });
});
