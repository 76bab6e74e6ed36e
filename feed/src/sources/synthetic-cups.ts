import { FD_TEAMS } from '../catalog/fd-teams.ts';
import { type CupDef, FOOTBALL_CUPS } from '../catalog/football-leagues.ts';
import { TEAM_NAMES_ZH } from '../catalog/team-names-zh.ts';
import { drawOutcome, expectedGoals, finalScore } from '../football/outcome.ts';
import type { TeamRef } from '../football/plan-types.ts';
import { roundRobin } from '../season/round-robin.ts';
import { buildStandings, type ResultLine } from '../season/standings.ts';
import { addDays, dayNumber } from '../util/day-time.ts';
import { rngFor } from '../util/rng.ts';
import {
  compRef,
  type Fixture,
  isCupDay,
  matchId,
  type SyntheticFootball,
  seasonLabel,
  slotTime,
  teamId,
} from './synthetic-football.ts';

/**
 * Synthetic cups: groups of four play six matchdays (one every cup day), then single-match knockout
 * rounds with extra time and penalties, group winners against the next group's runners-up.
 */
const GROUP_NAMES = 'ABCDEFGH';
const KO_NAMES: Record<number, string> = { 16: '1/8决赛', 8: '1/4决赛', 4: '半决赛', 2: '决赛' };
/** Chinese name → the spelling the leagues use, so a club has one id in its league and in the cups. */
const LEAGUE_SPELLINGS = new Set(Object.values(FD_TEAMS).flat());
const ALIAS_OF_ZH = new Map<string, string>();
for (const [alias, zh] of Object.entries(TEAM_NAMES_ZH))
  if (!ALIAS_OF_ZH.has(zh) || LEAGUE_SPELLINGS.has(alias)) ALIAS_OF_ZH.set(zh, alias);

export const cupTeams = (cup: CupDef): TeamRef[] =>
  cup.teams.map((zh) => {
    const alias = ALIAS_OF_ZH.get(zh) ?? zh;
    return { id: teamId(alias), name: zh, alias };
  });

export const groupCount = (cup: CupDef) => cup.teams.length / 4;
export const koRounds = (cup: CupDef) => Math.log2(groupCount(cup) * 2);
export const cycleLength = (cup: CupDef) => 6 + koRounds(cup);

/** Index of a cup day counted from the epoch (only every third day is one). */
export const cupDayIndex = (date: string): number => Math.floor(dayNumber(date) / 3);

export function cupFixtures(football: SyntheticFootball, cup: CupDef, date: string): Fixture[] {
  if (!isCupDay(date)) return [];
  const ci = cupDayIndex(date);
  const cycle = Math.floor(ci / cycleLength(cup));
  const md = ci % cycleLength(cup);
  return cupMatchday(football, cup, cycle, md, date);
}

/** Date of matchday `md` of the cycle that the cup day `date` belongs to. */
export function cupMatchdayDate(cup: CupDef, date: string, md: number): string {
  const ci = cupDayIndex(date);
  const delta = md - (ci % cycleLength(cup));
  // Cup days are every third day: dayNumber % 3 === 0.
  const base = addDays(date, -(dayNumber(date) % 3));
  return addDays(base, delta * 3);
}

const memo = new Map<string, Fixture[]>();

export function cupMatchday(
  football: SyntheticFootball,
  cup: CupDef,
  cycle: number,
  md: number,
  date: string,
): Fixture[] {
  const key = `${football.seed}:${cup.id}:${cycle}:${md}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const teams = cupTeams(cup);
  const comp = compRef(cup);
  // One label for the whole cycle (a cup's season), from its first matchday.
  const season = seasonLabel(cupMatchdayDate(cup, date, 0), false);
  const make = (
    home: TeamRef,
    away: TeamRef,
    i: number,
    round: string,
    group: string | null,
    knockout: boolean,
    neutral: boolean,
  ): Fixture => {
    const lambda = expectedGoals(football.rating(home, cup.level), football.rating(away, cup.level), neutral);
    return {
      id: matchId(date, cup.id, i),
      date,
      comp,
      season,
      round,
      roundNo: md + 1,
      group,
      home,
      away,
      kickoff: slotTime(date, cup.slots[i % cup.slots.length] ?? '03:00'),
      neutral,
      knockout,
      outcome: drawOutcome(rngFor(football.seed, 'cup', cup.id, cycle, md, home.id), lambda, {
        knockout,
        allowSpecial: false,
      }),
    };
  };
  let out: Fixture[];
  if (md < 6) {
    const pairs = roundRobin(4)[md] ?? [];
    out = [];
    for (let g = 0; g < groupCount(cup); g++) {
      for (const [h, a] of pairs) {
        const home = teams[g * 4 + h];
        const away = teams[g * 4 + a];
        if (home && away)
          out.push(make(home, away, out.length, `${GROUP_NAMES[g]}组`, `${GROUP_NAMES[g]}组`, false, false));
      }
    }
  } else {
    const entrants = koEntrants(football, cup, cycle, md - 6, date);
    const roundName = KO_NAMES[entrants.length] ?? '淘汰赛';
    out = [];
    for (let i = 0; i + 1 < entrants.length; i += 2) {
      const home = entrants[i];
      const away = entrants[i + 1];
      if (home && away) out.push(make(home, away, out.length, roundName, null, true, entrants.length === 2));
    }
  }
  memo.set(key, out);
  return out;
}

/** Group tables of a cycle, from the six group matchdays' results. */
export function groupTables(football: SyntheticFootball, cup: CupDef, cycle: number, date: string) {
  const teams = cupTeams(cup);
  const results: ResultLine[] = [];
  for (let md = 0; md < 6; md++) {
    for (const f of cupMatchday(football, cup, cycle, md, cupMatchdayDate(cup, date, md))) {
      const [home, away] = finalScore(f.outcome);
      results.push({ homeId: f.home.id, awayId: f.away.id, home, away });
    }
  }
  return Array.from({ length: groupCount(cup) }, (_, g) => ({
    name: `${GROUP_NAMES[g]}组`,
    table: buildStandings(
      teams.slice(g * 4, g * 4 + 4),
      results.filter((r) => teams.slice(g * 4, g * 4 + 4).some((t) => t.id === r.homeId)),
      'all',
      'headToHead',
    ),
  }));
}

/** Teams in the knockout round k, paired in order (0 v 1, 2 v 3 …). */
function koEntrants(
  football: SyntheticFootball,
  cup: CupDef,
  cycle: number,
  k: number,
  date: string,
): TeamRef[] {
  const teams = cupTeams(cup);
  const byId = new Map(teams.map((t) => [t.id, t]));
  if (k === 0) {
    const tables = groupTables(football, cup, cycle, date);
    const out: TeamRef[] = [];
    tables.forEach((g, i) => {
      const next = tables[(i + 1) % tables.length];
      const winner = byId.get(g.table[0]?.teamId ?? '');
      const runnerUp = byId.get(next?.table[1]?.teamId ?? '');
      if (winner && runnerUp) out.push(winner, runnerUp);
    });
    return out;
  }
  const previous = cupMatchday(football, cup, cycle, 6 + k - 1, cupMatchdayDate(cup, date, 6 + k - 1));
  return previous.map((f) => {
    const [h, a] = finalScore(f.outcome);
    const pens = f.outcome.penalties?.score;
    const homeWins = h > a || (h === a && pens !== undefined && pens[0] > pens[1]);
    return homeWins ? f.home : f.away;
  });
}

export const findCup = (id: string) => FOOTBALL_CUPS.find((c) => c.id === id);
