import { act, cleanup, render } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollBack } from './use-scroll-back.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Whether the list's rows are there: a tiny external store the test flips, as the live list's load does. */
let listReady = false;
const listeners = new Set<() => void>();
const setReady = (value: boolean) => {
  listReady = value;
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
function List() {
  useScrollBack(useSyncExternalStore(subscribe, () => listReady));
  return <p>list</p>;
}

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

describe('Back to a list that loads after it renders', () => {
  it('lands where the fan left it once the rows are there, not at the top; a new visit starts at the top', async () => {
    const calls: Array<[number, number]> = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => calls.push([x, y])) as never);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((fn) => {
      fn(0);
      return 0;
    });
    const router = createMemoryRouter(
      [
        { path: '/football', Component: List },
        { path: '/match', element: <p>match</p> },
      ],
      { initialEntries: ['/football'] },
    );
    setReady(true);
    render(<RouterProvider router={router} />);
    scrollTo(3000);
    await act(() => router.navigate('/match'));
    scrollTo(0);
    setReady(false);
    await act(() => router.navigate(-1));
    expect(calls).toEqual([]);
    act(() => setReady(true));
    expect(calls).toEqual([[0, 3000]]);

    // A fresh visit (a link, not Back) is not scrolled.
    await act(() => router.navigate('/match'));
    await act(() => router.navigate('/football'));
    expect(calls).toEqual([[0, 3000]]);
  });
});
