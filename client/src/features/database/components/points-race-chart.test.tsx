import type { ScheduleItem } from '@kuyi/shared';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import PointsRaceChart from './points-race-chart.tsx';
import { testStandingRow } from './test-fixtures.tsx';

afterEach(cleanup);

const row = (rank: number, teamId: string, teamName: string) =>
  testStandingRow(rank, teamId, teamName, { played: 2 });
const match = (round: number, homeId: string, awayId: string, homeScore: number, awayScore: number) =>
  ({
    id: `${round}${homeId}${awayId}`,
    round: `第${round}轮`,
    group: null,
    kickoff: 0,
    homeId,
    homeName: homeId,
    awayId,
    awayName: awayId,
    state: -1,
    homeScore,
    awayScore,
    homeHalf: null,
    awayHalf: null,
    asianLine: null,
    ouLine: null,
  }) satisfies ScheduleItem;

describe('积分走势', () => {
  it('names the teams in the legend in table order (1st first), not alphabetically', () => {
    // 阿森纳 leads the table but sorts last by name (阿 after 伯 and 曼 in code order).
    const table = [row(1, 'z', '阿森纳'), row(2, 'y', '伯恩茅斯'), row(3, 'x', '曼城')];
    const { container } = render(
      <div style={{ width: 600 }}>
        <PointsRaceChart
          matches={[match(1, 'z', 'y', 2, 0), match(1, 'x', 'w', 1, 1), match(2, 'y', 'x', 1, 0)]}
          table={table}
        />
      </div>,
    );
    const names = [...container.querySelectorAll('.recharts-legend-item-text')].map((el) => el.textContent);
    expect(names).toEqual(['阿森纳', '伯恩茅斯', '曼城']);
  });
});
