import type { CupInfo, ScheduleItem } from '@kuyi/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCupPage, testCupInfo, testStandingRow } from './test-fixtures.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const match = (id: string, over: Partial<ScheduleItem>): ScheduleItem => ({
  id,
  round: '小组赛',
  group: 'A组',
  kickoff: 0,
  homeId: 'a',
  homeName: '乌拉圭',
  awayId: 'b',
  awayName: '埃及',
  state: -1,
  homeScore: 1,
  awayScore: 0,
  homeHalf: 0,
  awayHalf: 0,
  asianLine: null,
  ouLine: null,
  ...over,
});
const row = (rank: number, teamId: string, teamName: string) =>
  testStandingRow(rank, teamId, teamName, { played: 1 });
const cupOf = (groupStageOver: boolean): CupInfo =>
  testCupInfo({
    groups: [{ name: 'A组', table: [row(1, 'a', '乌拉圭'), row(2, 'b', '埃及')] }],
    stages: [
      {
        name: '小组赛',
        matches: [
          match('g1', {}),
          match(
            'g2',
            groupStageOver
              ? {}
              : { state: 0, homeScore: null, awayScore: null, homeHalf: null, awayHalf: null },
          ),
        ],
      },
      {
        name: '1/8决赛',
        matches: [
          match('k1', {
            round: '1/8决赛',
            group: null,
            state: 0,
            homeScore: null,
            awayScore: null,
            homeHalf: null,
            awayHalf: null,
            ...(groupStageOver ? {} : { homeId: '', homeName: '待定', awayId: '', awayName: '待定' }),
          }),
        ],
      },
    ],
  });

async function sectionOrder(cup: CupInfo) {
  await renderCupPage(cup);
  return screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
}

describe('资料库 cup page: the stage being played comes first', () => {
  it('during the group stage 小组积分 comes before a 淘汰赛对阵 of 待定 slots', async () => {
    const order = await sectionOrder(cupOf(false));
    expect(order.indexOf('小组积分')).toBeLessThan(order.indexOf('淘汰赛对阵'));
  });

  it('once the knockout rounds play, 淘汰赛对阵 leads', async () => {
    const order = await sectionOrder(cupOf(true));
    expect(order.indexOf('淘汰赛对阵')).toBeLessThan(order.indexOf('小组积分'));
  });
});
