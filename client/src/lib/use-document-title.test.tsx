import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTitle, useRouteTitle } from './use-document-title.ts';

afterEach(cleanup);

/** The shell as root-layout.tsx has it: the route table's title on every navigation ([S1]). */
function Shell() {
  const location = useLocation();
  useRouteTitle(location.pathname, location.search);
  return <Outlet />;
}

/** A page that stays mounted across its own tabs (path or query) with one specific title. */
function Page({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function renderAt(path: string, pattern: string, title: string) {
  const router = createMemoryRouter(
    [{ element: <Shell />, children: [{ path: pattern, element: <Page title={title} /> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("[S1] a page's own title", () => {
  it('survives a switch between its path tabs (资料库: 让球盘路 → 大小球 → 射手榜)', async () => {
    const router = renderAt(
      '/database/league/36/2025-2026/goal',
      '/database/league/*',
      '英超 2025-2026 - 资料库',
    );
    expect(document.title).toBe('英超 2025-2026 - 资料库 - 酷易体育');
    for (const tab of ['size', 'shooter', 'goal']) {
      await act(() => router.navigate(`/database/league/36/2025-2026/${tab}`));
      expect({ tab, title: document.title }).toEqual({ tab, title: '英超 2025-2026 - 资料库 - 酷易体育' });
    }
  });

  it('survives a switch between its query tabs (世界杯: 小组积分 → 射手榜)', async () => {
    const router = renderAt('/worldcup', '/worldcup', '2026年美加墨世界杯 - 世界杯');
    expect(document.title).toBe('2026年美加墨世界杯 - 世界杯 - 酷易体育');
    await act(() => router.navigate('/worldcup?season=2026&tab=scorers'));
    expect(document.title).toBe('2026年美加墨世界杯 - 世界杯 - 酷易体育');
  });
});
