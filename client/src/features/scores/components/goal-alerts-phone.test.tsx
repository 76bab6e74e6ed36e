import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RowStore } from '../../../lib/live/row-store.ts';
import { stubPhoneScreen } from '../../../lib/test-phone-screen.ts';
import { footballRow } from '../model/fixtures.ts';
import { footballModel } from '../model/football-model.ts';
import GoalAlerts from './goal-alerts.tsx';

// A phone-wide screen: set before the media-query store first reads it (vitest forks a process per file).
beforeAll(stubPhoneScreen);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('goal popups on a phone show one at a time, so the score table above stays readable', () => {
  it('a second goal replaces the first popup; closing it shows the one still waiting', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 200, msg: '成功', data: { events: [] } })),
    );
    const store = new RowStore(footballModel);
    const periodStart = Date.now() - 20 * 60_000;
    const rows = {
      m0: footballRow({ id: 'm0', homeName: '阿森纳', awayName: '切尔西', state: 1, periodStart }),
      m1: footballRow({ id: 'm1', homeName: '利物浦', awayName: '埃弗顿', state: 1, periodStart }),
    };
    store.replace(rows, false);
    render(
      <Provider store={createStore()}>
        <GoalAlerts store={store} />
      </Provider>,
    );
    const shown = () =>
      screen.queryAllByTestId('goal-alert').map((a) => a.querySelector('.ga-team')?.textContent);
    rows.m0 = { ...rows.m0, homeScore: 1 };
    act(() => store.replace({ ...rows }));
    expect(shown()).toEqual(['阿森纳']);
    rows.m1 = { ...rows.m1, homeScore: 1 };
    act(() => store.replace({ ...rows }));
    expect(shown()).toEqual(['利物浦']);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(shown()).toEqual(['阿森纳']);
  });
});
