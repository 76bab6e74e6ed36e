import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseApi } from '../api/database-api.ts';
import { renderCupPage, testCupInfo, testStandingRow } from './test-fixtures.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('[D3] a cup team link lands on its fixtures', () => {
  it('from /database/cup/75 (no season in the address) it keeps the page, reads nothing again and scrolls to 球队赛程赛果', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    const cup = testCupInfo({
      groups: [{ name: 'A组', table: [testStandingRow(1, 'a', '乌拉圭'), testStandingRow(2, 'b', '埃及')] }],
    });
    await renderCupPage(cup);
    const link = screen.getAllByRole('link', { name: '乌拉圭' })[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/database/cup/75?team=a#fixtures');
    fireEvent.click(link);
    expect(await screen.findByText('球队赛程赛果')).toBeTruthy();
    expect(screen.getByTestId('cup-page')).toBeTruthy();
    expect(databaseApi.cup).toHaveBeenCalledTimes(1);
    expect(scrolled).toEqual(['fixtures']);
  });
});
