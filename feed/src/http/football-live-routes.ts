import type {
  FootballChange,
  FootballHeader,
  FootballSchedule,
  LiveWord,
  LiveWords,
  OddsChange,
} from '@kuyi/shared';
import { FootballState, isFootballLive } from '@kuyi/shared';
import type { World } from '../day/world.ts';
import type { FootballPlan } from '../football/plan-types.ts';
import { footballRowAt, lineupsPublished } from '../football/row.ts';
import { techAt } from '../football/tech.ts';
import { allCompanyOdds } from '../odds/football-odds.ts';
import { dateOf, dayStart } from '../util/day-time.ts';
import { changedMatches, versionOf, windowStart, wordsAfter } from './live-feed.ts';
import {
  counter,
  dateParam,
  FeedError,
  langParam,
  limitParam,
  notFound,
  optionalId,
  type Query,
  requiredId,
} from './params.ts';

/** [F1]–[F5]: the football calls the gateway's live pipeline polls. */
export function footballLive(world: World) {
  const now = () => world.clock.now();

  const findMatch = (q: Query): FootballPlan | FeedError => {
    const id = requiredId(q, 'matchId');
    if (id instanceof FeedError) return id;
    return world.football(id) ?? notFound('比赛不存在');
  };

  /** [F1] Without a date: today's list plus yesterday's matches that have not finished (after midnight). */
  function scheduleByDate(q: Query): FootballSchedule | FeedError {
    const t = now();
    const date = dateParam(q, 'date', null);
    if (date instanceof FeedError) return date;
    const lang = langParam(q);
    if (lang instanceof FeedError) return lang;
    let plans: FootballPlan[];
    if (date !== null) plans = world.day(date).football;
    else {
      const [prev, today] = world.activeDays(t);
      const carried = (prev?.football ?? []).filter((p) => {
        const state = footballRowAt(p, t).state;
        // Still in play, or (a source keyed by another day) kicking off after midnight.
        return (
          isFootballLive(state) ||
          state === FootballState.Interrupted ||
          (state === FootballState.NotStarted && p.kickoff >= dayStart(dateOf(t)))
        );
      });
      plans = [...carried, ...(today?.football ?? [])];
    }
    return { date: date ?? dateOf(t), serverTime: t, matches: plans.map((p) => footballRowAt(p, t)) };
  }

  /** [F2] Rows changed in the last 20 s (wall clock) after the given version. */
  function change(q: Query): FootballChange | FeedError {
    const t = now();
    const given = counter(q, 'version', 0);
    if (given instanceof FeedError) return given;
    const days = world.activeDays(t);
    const version = versionOf(days, (d) => d.footballChanges, t);
    if (given === version) return { version, serverTime: t, matches: [] };
    const from = windowStart(world, t, given > version ? null : given);
    const plans = changedMatches(
      days,
      (d) => d.footballChanges,
      (d) => d.football,
      from,
      t,
    );
    return { version, serverTime: t, matches: plans.map((p) => footballRowAt(p, t)) };
  }

  /** [F3] Commentary lines after a cursor, across matches or for one. */
  function liveWords(q: Query): LiveWords | FeedError {
    const t = now();
    const cursor = counter(q, 'cursor', 0);
    if (cursor instanceof FeedError) return cursor;
    const matchId = optionalId(q, 'matchId');
    if (matchId instanceof FeedError) return matchId;
    const limit = limitParam(q, 500, 5000);
    if (limit instanceof FeedError) return limit;
    let lists: (readonly LiveWord[])[];
    if (matchId !== null) {
      const day = world.footballDay(matchId);
      if (!day?.footballById.has(matchId)) return notFound('比赛不存在');
      lists = [day.words];
    } else lists = world.activeDays(t).map((d) => d.words);
    const words = wordsAfter(lists, cursor, t, limit, matchId);
    return { cursor: words.length > 0 ? (words[words.length - 1]?.id ?? cursor) : cursor, words };
  }

  /** [F4] Companies' odds changed after a version (all of one match's companies with matchId). */
  function odds(q: Query): OddsChange | FeedError {
    const t = now();
    const cursor = counter(q, 'cursor', 0);
    if (cursor instanceof FeedError) return cursor;
    const matchId = optionalId(q, 'matchId');
    if (matchId instanceof FeedError) return matchId;
    const days = world.activeDays(t);
    const version = versionOf(days, (d) => d.footballOdds, t);
    if (matchId !== null) {
      const plan = world.football(matchId);
      if (!plan) return notFound('比赛不存在');
      return { cursor: version, matches: [{ matchId, companies: allCompanyOdds(plan, t) }] };
    }
    if (cursor === version) return { cursor: version, matches: [] };
    const from = windowStart(world, t, cursor > version ? null : cursor);
    const plans = changedMatches(
      days,
      (d) => d.footballOdds,
      (d) => d.football,
      from,
      t,
    );
    return {
      cursor: version,
      matches: plans.map((p) => ({ matchId: p.id, companies: allCompanyOdds(p, t) })),
    };
  }

  /** [F5] A match's live page. */
  function header(q: Query): FootballHeader | FeedError {
    const t = now();
    const plan = findMatch(q);
    if (plan instanceof FeedError) return plan;
    return {
      match: footballRowAt(plan, t),
      events: plan.timeline.events.filter((e) => e.at <= t).map(({ at: _at, ...e }) => e),
      tech: techAt(plan, t),
      lineups: lineupsPublished(plan, t) ? plan.lineups : null,
      venue: plan.venue,
      referee: plan.referee,
      weather: plan.weather,
      aliases: { league: plan.league.alias, home: plan.home.alias, away: plan.away.alias },
      provenance: plan.provenance,
    };
  }

  return { scheduleByDate, change, liveWords, odds, header, findMatch };
}
