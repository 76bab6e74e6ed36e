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

  it('on basketball 设置 names the markets as its table does (让分/总分/独赢) and offers no cards, goal popups or goal sound', () => {
    render(
      <Provider store={createStore()}>
        <SettingsPanel sport="basketball" />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '设置' }));
    const panel = screen.getByRole('dialog', { name: '设置' });
    for (const label of ['让分', '总分', '独赢', '显示排名', '显示指数', '显示数据'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    for (const label of ['亚盘', '欧赔', '显示红牌', '显示黄牌', '进球提示', '哨声'])
      expect(screen.queryByLabelText(label)).toBeNull();
    expect(panel.textContent).not.toContain('进球声音');
  });
});
