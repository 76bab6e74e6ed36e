import type { CupInfo } from '@kuyi/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testScheduleItem } from '../model/test-schedule-item.ts';
import { renderCupPage, testCupInfo, testStandingRow } from './test-fixtures.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const row = (rank: number, teamId: string, teamName: string, advanced?: boolean) =>
  testStandingRow(rank, teamId, teamName, {
    played: 3,
    win: 3 - rank,
    lose: rank - 1,
    goalsFor: 4 - rank,
    goalsAgainst: rank,
    goalDiff: 4 - 2 * rank,
    points: 3 * (3 - rank),
    ...(advanced === undefined ? {} : { advanced }),
  });
const cupOf = (groups: CupInfo['groups']) =>
  testCupInfo({ groups, stages: [{ name: '小组赛', matches: [testScheduleItem({ group: 'B组' })] }] });

async function groupTables(cup: CupInfo) {
  await renderCupPage(cup);
  return screen.getAllByTestId('standings');
}
const rowOf = (table: HTMLElement, team: string) => {
  const tr = within(table).getByRole('link', { name: team }).closest('tr');
  if (!tr) throw new Error(`no row for ${team}`);
  return tr;
};

describe('[WC2] 资料库 cup 小组积分 marks who is through (出线) as /worldcup does', () => {
  it('[WC2] the teams through carry 出线, the others and a group still playing do not', async () => {
    const [a, b] = await groupTables(
      cupOf([
        {
          name: 'A组',
          table: [
            row(1, 'uru', '乌拉圭', true),
            row(2, 'rus', '俄罗斯', true),
            row(3, 'ksa', '沙特', false),
            row(4, 'egy', '埃及', false),
          ],
        },
        {
          name: 'B组',
          table: [row(1, 'esp', '西班牙', false), row(2, 'por', '葡萄牙', false)],
        },
      ]),
    );
    if (!a || !b) throw new Error('two group tables expected');
    for (const team of ['乌拉圭', '俄罗斯']) {
      expect(within(rowOf(a, team)).getByText('出线').classList.contains('through-mark')).toBe(true);
      expect(rowOf(a, team).classList.contains('advanced-row')).toBe(true);
    }
    for (const team of ['沙特', '埃及']) {
      expect(within(rowOf(a, team)).queryByText('出线')).toBeNull();
      expect(rowOf(a, team).classList.contains('advanced-row')).toBe(false);
    }
    expect(within(b).queryByText('出线')).toBeNull();
  });

  it('[WC2] a cup whose rows say nothing of 出线 shows its tables unmarked', async () => {
    const [a] = await groupTables(
      cupOf([{ name: 'A组', table: [row(1, 'x', '甲队'), row(2, 'y', '乙队')] }]),
    );
    if (!a) throw new Error('a group table expected');
    expect(within(a).getAllByRole('row')).toHaveLength(3);
    expect(within(a).queryByText('出线')).toBeNull();
  });
});
