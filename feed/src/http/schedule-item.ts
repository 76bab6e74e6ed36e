import type { ScheduleItem } from '@kuyi/shared';
import type { SeasonFixture } from '../season/competition.ts';

export const scheduleItem = (f: SeasonFixture): ScheduleItem => ({
  id: f.id,
  round: f.round,
  group: f.group,
  kickoff: f.kickoff,
  homeId: f.home.id,
  homeName: f.home.name,
  awayId: f.away.id,
  awayName: f.away.name,
  state: f.state,
  homeScore: f.result?.home ?? null,
  awayScore: f.result?.away ?? null,
  homeHalf: f.result?.homeHalf ?? null,
  awayHalf: f.result?.awayHalf ?? null,
  asianLine: f.asianLine,
  ouLine: f.ouLine,
  homePenalties: f.result?.penalties?.[0] ?? null,
  awayPenalties: f.result?.penalties?.[1] ?? null,
  extraTime: f.result?.extraTime === true,
  homeRegular: f.result?.regular?.[0] ?? null,
  awayRegular: f.result?.regular?.[1] ?? null,
  ...(f.page === false ? { page: false } : {}),
});
