import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import LeagueFilter from './league-filter.tsx';
import SettingsPanel from './settings-panel.tsx';

afterEach(cleanup);

const pressEsc = () => fireEvent.keyDown(document, { key: 'Escape' });

describe('the score page popups close with Esc, like every modal of the site', () => {
  it('设置 closes on Esc and says it is closed', () => {
    render(
      <Provider store={createStore()}>
        <SettingsPanel />
      </Provider>,
    );
    const button = screen.getByRole('button', { name: '设置' });
    fireEvent.click(button);
    expect(screen.getByRole('dialog', { name: '设置' })).toBeTruthy();
    pressEsc();
    expect(screen.queryByRole('dialog', { name: '设置' })).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('赛事选择 closes on Esc', () => {
    render(
      <Provider store={createStore()}>
        <LeagueFilter
          sport="football"
          leagues={[{ leagueId: 'l1', name: '英超', color: '#800', count: 3 }]}
        />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /赛事选择/ }));
    expect(screen.getByRole('dialog', { name: '赛事选择' })).toBeTruthy();
    pressEsc();
    expect(screen.queryByRole('dialog', { name: '赛事选择' })).toBeNull();
  });
});
