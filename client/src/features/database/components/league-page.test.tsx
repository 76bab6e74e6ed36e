import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CupPage from './cup-page.tsx';
import LeaguePage from './league-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(path: string) {
  document.title = '页面不存在 - 酷易体育';
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/database/league/:leagueId/:season?/:tab?" element={<LeaguePage />} />
        <Route path="/database/cup/:cupId/:season?/:tab?" element={<CupPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('[S1] 资料库 pages that do not exist', () => {
  it("keep the 404 title: an unknown sub-page read '联赛资料 - 资料库' (or the league's name) over 'This page could not be found'", async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    for (const path of [
      '/database/league/36/2025-2026/bogus',
      '/database/cup/103/2025-2026/bogus',
      // Two years that do not follow each other are no season: the page, not the feed's 400 with 重试.
      '/database/league/36/2025-2027',
    ]) {
      open(path);
      expect(await screen.findByText('This page could not be found')).toBeTruthy();
      expect({ path, title: document.title }).toEqual({ path, title: '页面不存在 - 酷易体育' });
      cleanup();
    }
  });
});
