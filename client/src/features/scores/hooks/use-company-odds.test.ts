import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { footballRow } from '../model/fixtures.ts';
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

describe("赔率公司 lines of yesterday's matches still in play after midnight", () => {
  const none = { open: null, live: null };
  const odds = {
    companyId: '3',
    companyName: '立博',
    ya: { open: null, live: { line: 0.25, home: 0.9, away: 0.96 } },
    da: none,
    ou: none,
    halfYa: none,
    halfDa: none,
    halfOu: none,
    updatedAt: 0,
  };
  const answer = (date: string, id: string) =>
    Response.json({
      code: 200,
      msg: '成功',
      data: { date, companyId: '3', matches: [{ match: footballRow({ id }), odds }] },
    });

  it("reads the carried day beside today's and shows both days' lines once both answered", async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      String(url).includes('date=2018-06-27') ? answer('2018-06-27', 'late') : answer('2018-06-28', 'early'),
    );
    const { result } = renderHook(() => useCompanyOdds('football', '2018-06-28', '3', false, '2018-06-27'));
    await waitFor(() => {
      const view = result.current;
      expect(view.kind === 'ready' ? [...view.lines.keys()].sort() : view.kind).toEqual(['early', 'late']);
    });
  });

  it("a carried day that does not answer never holds up today's lines", async () => {
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      String(url).includes('date=2018-06-27')
        ? Promise.resolve(downloading(init))
        : Promise.resolve(answer('2018-06-28', 'early')),
    );
    const { result } = renderHook(() => useCompanyOdds('football', '2018-06-28', '3', false, '2018-06-27'));
    await waitFor(() => {
      const view = result.current;
      expect(view.kind === 'ready' ? [...view.lines.keys()] : view.kind).toEqual(['early']);
    });
  });
});
