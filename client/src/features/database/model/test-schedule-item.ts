import type { ScheduleItem } from '@kuyi/shared';

/** A match the 资料库 lists before it has a score of its own (not begun or being played); tests override the rest. */
export function testScheduleItem(over: Partial<ScheduleItem> = {}): ScheduleItem {
  return {
    id: '18062707503',
    round: '小组赛',
    group: null,
    kickoff: Date.UTC(2018, 5, 27, 14, 0),
    homeId: 'h',
    homeName: '主队',
    awayId: 'a',
    awayName: '客队',
    state: 1,
    homeScore: null,
    awayScore: null,
    homeHalf: null,
    awayHalf: null,
    asianLine: null,
    ouLine: null,
    homePenalties: null,
    awayPenalties: null,
    extraTime: false,
    ...over,
  };
}
