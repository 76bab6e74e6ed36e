import { act, cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HomePage from './home-page.tsx';

// A socket that never says anything: the blocks fill from REST, as the test controls.
vi.mock('../../lib/live/live-connection.ts', async () => {
  const { quietTransport } = await import('../../lib/live/testing/quiet-transport.ts');
  return { liveTransport: () => quietTransport({ connected: false }) };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const emptyDay = {
  code: 200,
  msg: '成功',
  data: { serverTime: Date.now(), clockRate: 1, epoch: 'e1', seq: 1, state: {} },
};
const news = {
  code: 200,
  msg: '成功',
  data: { list: [{ id: 1, title: '英超前瞻', publishAt: '2026-11-29 10:00:00' }], total: 1 },
};

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

describe('Back to the home page', () => {
  it('lands where the fan left it once every block has loaded, the slowest last; not before', async () => {
    let answerNews: (() => void) | null = null;
    vi.stubGlobal('fetch', (url: string) => {
      if (String(url).startsWith('/api/live/')) return Promise.resolve(Response.json(emptyDay));
      // The news block answers when the test says so: the page is not tall enough before.
      return new Promise<Response>((resolve) => {
        answerNews = () => resolve(Response.json(news));
      });
    });
    const calls: Array<[number, number]> = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => calls.push([x, y])) as never);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((fn) => {
      fn(0);
      return 0;
    });
    const router = createMemoryRouter(
      [
        { path: '/', Component: HomePage },
        { path: '/match', element: <p>match</p> },
      ],
      { initialEntries: ['/match', '/'], initialIndex: 0 },
    );
    render(
      <Provider store={createStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await act(() => router.navigate('/'));
    await act(async () => answerNews?.());
    await screen.findByText('英超前瞻');
    scrollTo(2400);
    await act(() => router.navigate('/match'));
    scrollTo(0);
    await act(() => router.navigate(-1));
    await screen.findByText('酷易体育');
    // The score blocks have answered; the news block has not.
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(calls).toEqual([]);
    await act(async () => answerNews?.());
    await screen.findByText('英超前瞻');
    expect(calls).toEqual([[0, 2400]]);
  });
});
