import {
  type BasketballChange,
  type BasketballHeader,
  type BasketballSchedule,
  isBasketballLive,
} from '@kuyi/shared';
import { playerLinesAt, teamTechAt } from '../basketball/box-score.ts';
import type { BasketballPlan } from '../basketball/plan-types.ts';
import { basketballRowAt } from '../basketball/row.ts';
import type { World } from '../day/world.ts';
import { dateOf } from '../util/day-time.ts';
import { changedMatches, versionOf, windowStart } from './live-feed.ts';
import { counter, dateParam, FeedError, langParam, notFound, type Query, requiredId } from './params.ts';

/** The basketball list calls ([F1], [F2], [F6]). */
export function basketballLive(world: World) {
  const now = () => world.clock.now();

  const findMatch = (q: Query): BasketballPlan | FeedError => {
    const id = requiredId(q, 'matchId');
    if (id instanceof FeedError) return id;
    return world.basketball(id) ?? notFound('比赛不存在');
  };

  function scheduleByDate(q: Query): BasketballSchedule | FeedError {
    const t = now();
    const date = dateParam(q, 'date', null);
    if (date instanceof FeedError) return date;
    const lang = langParam(q);
    if (lang instanceof FeedError) return lang;
    let plans: BasketballPlan[];
    if (date !== null) plans = world.day(date).basketball;
    else {
      const [prev, today] = world.activeDays(t);
      const carried = (prev?.basketball ?? []).filter((p) => isBasketballLive(basketballRowAt(p, t).state));
      plans = [...carried, ...(today?.basketball ?? [])];
    }
    return { date: date ?? dateOf(t), serverTime: t, matches: plans.map((p) => basketballRowAt(p, t)) };
  }

  function change(q: Query): BasketballChange | FeedError {
    const t = now();
    const given = counter(q, 'version', 0);
    if (given instanceof FeedError) return given;
    const days = world.activeDays(t);
    const version = versionOf(days, (d) => d.basketballChanges, t);
    if (given === version) return { version, serverTime: t, matches: [] };
    const from = windowStart(world, t, given > version ? null : given);
    const plans = changedMatches(
      days,
      (d) => d.basketballChanges,
      (d) => d.basketball,
      from,
      t,
    );
    return { version, serverTime: t, matches: plans.map((p) => basketballRowAt(p, t)) };
  }

  function header(q: Query): BasketballHeader | FeedError {
    const t = now();
    const plan = findMatch(q);
    if (plan instanceof FeedError) return plan;
    return {
      match: basketballRowAt(plan, t),
      tech: teamTechAt(plan, t),
      players: playerLinesAt(plan, t),
      aliases: { league: plan.league.alias, home: plan.home.alias, away: plan.away.alias },
      venue: plan.venue,
      provenance: plan.provenance,
    };
  }

  return { scheduleByDate, change, header, findMatch };
}
