import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowStore } from '../../../lib/live/row-store.ts';
import { musicAtom, settingAtom } from '../../../state/settings-atoms.ts';
import { excludedLeaguesAtom, hiddenAtom } from '../atoms/row-prefs-atoms.ts';
import { footballRow } from '../model/fixtures.ts';
import { footballModel } from '../model/football-model.ts';
import GoalAlerts from './goal-alerts.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const header = {
  code: 200,
  msg: '成功',
  data: {
    events: [
      { id: 'e1', kind: 'goal', side: 'away', minute: 12, player: '张三' },
      { id: 'e2', kind: 'yellow', side: 'away', minute: 30, player: '李四' },
    ],
  },
};

function setup(goalSetting: boolean, prefs: { excluded?: string[]; hidden?: string[] } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(header)),
  );
  const jotai = createStore();
  jotai.set(settingAtom, { ...jotai.get(settingAtom), goal: goalSetting });
  jotai.set(excludedLeaguesAtom, { football: prefs.excluded ?? [], basketball: [] });
  jotai.set(hiddenAtom, prefs.hidden ?? []);
  const store = new RowStore(footballModel);
  const m = footballRow({ id: 'm1', state: 1, periodStart: Date.now() - 11 * 60_000 });
  store.replace({ m1: m }, false);
  render(
    <Provider store={jotai}>
      <GoalAlerts store={store} />
    </Provider>,
  );
  act(() => store.replace({ m1: { ...m, awayScore: 1 } }));
  return { store, jotai };
}

describe('GoalAlerts (goal popup with scorer and minute)', () => {
  it('pops up the teams, the new score, the minute and then the scorer from the match header', async () => {
    setup(true);
    const alert = screen.getByTestId('goal-alert');
    expect(alert.textContent).toContain('阿森纳');
    expect(alert.textContent).toContain('0-1');
    expect(alert.querySelector('.ga-minute')?.textContent).toBe("12'");
    expect(await screen.findByText('进球：张三')).toBeTruthy();
  });

  it('closes a popup at once on its 关闭 button (on a phone it covers the bottom rows for 8 s)', () => {
    setup(true);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByTestId('goal-alert')).toBeNull();
  });

  it('closes on its own after 8 s when the fan changed 设置 (sound, 红牌提示) while it was open', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { jotai } = setup(true);
      expect(screen.getByTestId('goal-alert')).toBeTruthy();
      act(() => {
        jotai.set(musicAtom, jotai.get(musicAtom) === 0 ? 1 : 0);
        jotai.set(settingAtom, { ...jotai.get(settingAtom), red: !jotai.get(settingAtom).red });
      });
      act(() => vi.advanceTimersByTime(8_000));
      expect(screen.queryByTestId('goal-alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays quiet when the 进球提示 setting is off', () => {
    setup(false);
    expect(screen.queryByTestId('goal-alert')).toBeNull();
  });

  it('stays quiet for a match the fan took off the list: its league unticked in 赛事选择, or hidden (×)', () => {
    setup(true, { excluded: ['l1'] });
    expect(screen.queryByTestId('goal-alert')).toBeNull();
    cleanup();
    setup(true, { hidden: ['m1'] });
    expect(screen.queryByTestId('goal-alert')).toBeNull();
    cleanup();
    // Another league unticked or another match hidden changes nothing for this one.
    setup(true, { excluded: ['l2'], hidden: ['m2'] });
    expect(screen.getByTestId('goal-alert').textContent).toContain('0-1');
  });

  it('[issue 11 bug 4] four goals in a row stack at most two popups, the newest first', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(header)),
    );
    const store = new RowStore(footballModel);
    const teams = [
      ['阿森纳', '切尔西'],
      ['利物浦', '埃弗顿'],
      ['曼城', '热刺'],
      ['纽卡斯尔', '维拉'],
    ] as const;
    const rows = Object.fromEntries(
      teams.map(([homeName, awayName], i) => [
        `m${i}`,
        footballRow({ id: `m${i}`, homeName, awayName, state: 1, periodStart: Date.now() - 20 * 60_000 }),
      ]),
    );
    store.replace(rows, false);
    render(
      <Provider store={createStore()}>
        <GoalAlerts store={store} />
      </Provider>,
    );
    for (const id of ['m0', 'm1', 'm2', 'm3']) {
      const row = rows[id];
      if (!row) throw new Error(id);
      rows[id] = { ...row, homeScore: 1 };
      act(() => store.replace({ ...rows }));
    }
    const shown = screen.getAllByTestId('goal-alert').map((a) => a.querySelector('.ga-team')?.textContent);
    expect(shown).toEqual(['纽卡斯尔', '曼城']);
  });
});
