import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQiubiBalance } from './use-qiubi-balance.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A wallet whose balance the test changes, as a recharge in another tab would; counts the reads. */
function stubWallet(balance: number) {
  const wallet = { balance, reads: 0 };
  vi.stubGlobal('fetch', async () => {
    wallet.reads += 1;
    return Response.json({ code: 200, msg: '查询成功', data: { currency: 'qiubi', total: wallet.balance } });
  });
  return wallet;
}

/** The tab hidden, or shown again, as the browser reports it. */
function setVisibility(state: 'visible' | 'hidden') {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('[RE2] useQiubiBalance reads the balance again when the editor comes back into view', () => {
  it('[RE2] a tab shown again reads the recharged balance; a hidden tab reads nothing', async () => {
    const wallet = stubWallet(10);
    const { result } = renderHook(() => useQiubiBalance(true));
    await waitFor(() => expect(result.current.value).toBe(10));
    wallet.balance = 55;
    setVisibility('hidden');
    expect(wallet.reads).toBe(1);
    setVisibility('visible');
    await waitFor(() => expect(result.current.value).toBe(55));
  });

  it('[RE2] with no red envelope the balance is never read, focus or not', async () => {
    const wallet = stubWallet(10);
    const { result } = renderHook(() => useQiubiBalance(false));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(wallet.reads).toBe(0);
    expect(result.current.value).toBeNull();
    expect(await result.current.refresh()).toBeNull();
  });

  it('[RE2] refresh gives the balance as the server holds it now', async () => {
    const wallet = stubWallet(10);
    const { result } = renderHook(() => useQiubiBalance(true));
    await waitFor(() => expect(result.current.value).toBe(10));
    wallet.balance = 55;
    expect(await act(() => result.current.refresh())).toBe(55);
    expect(result.current.value).toBe(55);
  });
});
