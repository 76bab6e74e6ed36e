import { readFileSync } from 'node:fs';
import type { FootballEventKind, Lineups, Side } from '@kuyi/shared';
import { sfgPersonZh } from '../catalog/players-zh.ts';
import { venueOf } from '../catalog/venues-zh.ts';
import type { Pair } from '../football/outcome.ts';
import type { ScriptEvent } from '../football/script.ts';
import { dateOf } from '../util/day-time.ts';
import { parseMinute } from './openfootball.ts';
import { type WcTeam, wcTeam } from './worldcup-data.ts';

/**
 * A real World Cup match day captured from the worldcup.sfg.io `/matches/today` API
 * (../shared/data/wc2018-sfgio/*_matches_today.json): timed goals, cards and substitutions, full team
 * statistics, line-ups with shirt numbers and positions, venue, weather, attendance and officials.
 */
interface SfgPlayer {
  name: string;
  captain: boolean;
  shirt_number: number;
  position: string;
}
interface SfgStats {
  attempts_on_goal: number;
  on_target: number;
  corners: number;
  ball_possession: number;
  yellow_cards: number;
  red_cards: number;
  fouls_committed: number;
  tactics: string;
  starting_eleven: SfgPlayer[];
  substitutes: SfgPlayer[];
}
interface SfgEvent {
  id: number;
  type_of_event: string;
  player: string;
  time: string;
}
interface SfgMatch {
  venue: string;
  location: string;
  datetime: string;
  attendance: string;
  officials: string[];
  weather: { description: string; temp_celsius: string };
  home_team: { country: string; code: string; goals: number; penalties: number };
  away_team: { country: string; code: string; goals: number; penalties: number };
  home_team_events: SfgEvent[];
  away_team_events: SfgEvent[];
  home_team_statistics: SfgStats;
  away_team_statistics: SfgStats;
}

export interface SfgReplayMatch {
  /** Beijing date of the kick-off. */
  date: string;
  kickoff: number;
  home: WcTeam;
  away: WcTeam;
  ft: Pair;
  ht: Pair;
  events: ScriptEvent[];
  lineups: Lineups;
  venue: string;
  referee: string;
  weather: string;
  stats: {
    shots: Pair;
    shotsOnTarget: Pair;
    corners: Pair;
    fouls: Pair;
    yellows: Pair;
    reds: Pair;
    possession: Pair;
  };
}

const POSITION: Record<string, string> = { Goalie: 'GK', Defender: 'DF', Midfield: 'MF', Forward: 'FW' };
const WEATHER: Record<string, string> = {
  Sunny: '晴',
  Clear: '晴',
  'Clear Night': '晴',
  'Partly Cloudy': '多云',
  Cloudy: '阴',
  Rain: '雨',
};

/** "90'+3'" → minute 90, added 3. */
export const sfgMinute = (time: string) => parseMinute(time.replaceAll("'", ''));

const GOAL_KIND: Record<string, FootballEventKind> = {
  goal: 'goal',
  'goal-penalty': 'penaltyGoal',
  'goal-own': 'ownGoal',
};
const CARD_KIND: Record<string, FootballEventKind> = {
  'yellow-card': 'yellow',
  'red-card': 'red',
  'yellow-card-second': 'secondYellow',
};

/**
 * Errata of the capture, taken live before FIFA's final record: Costa Rica's 90+3 goal against Switzerland is
 * "goal-penalty Bryan RUIZ" there, but Ruiz's penalty hit the bar and went in off the keeper, an own goal by
 * Sommer for FIFA and openfootball (MANIFEST.md names the discrepancy). Corrected so the match page agrees
 * with /worldcup and the 射手榜, which read openfootball. Keyed by the capture's team code, type, player, time.
 */
const ERRATA: Record<string, { type_of_event: string; player: string }> = {
  "CRC goal-penalty Bryan RUIZ 90'+3'": { type_of_event: 'goal-own', player: 'Yann SOMMER' },
};

/**
 * One team's events as script events; an own goal is listed under the team whose player scored it (a
 * corrected one stays under the team it counts for).
 */
function teamEvents(raw: readonly SfgEvent[], side: Side, code: string): ScriptEvent[] {
  const other: Side = side === 'home' ? 'away' : 'home';
  const list = raw.map((e) => {
    const fix = ERRATA[`${code} ${e.type_of_event} ${e.player} ${e.time}`];
    return fix ? { ...e, ...fix, corrected: true } : { ...e, corrected: false };
  });
  const out: ScriptEvent[] = [];
  const base = (e: SfgEvent, i: number) => ({
    ...sfgMinute(e.time),
    // Keeps the file's order within a minute.
    second: Math.min(59, 5 + i),
    generated: false,
  });
  list.forEach((e, i) => {
    const goal = GOAL_KIND[e.type_of_event];
    const card = CARD_KIND[e.type_of_event];
    if (goal)
      out.push({
        kind: goal,
        side: goal === 'ownGoal' && !e.corrected ? other : side,
        player: sfgPersonZh(e.player),
        relatedPlayer: null,
        ...base(e, i),
      });
    else if (card)
      out.push({ kind: card, side, player: sfgPersonZh(e.player), relatedPlayer: null, ...base(e, i) });
  });
  // Substitutions come as an "out" and an "in" at the same minute: paired in file order.
  const outs = list.filter((e) => e.type_of_event === 'substitution-out');
  const ins = list.filter((e) => e.type_of_event === 'substitution-in');
  outs.forEach((o, i) => {
    const on = ins.filter((x) => x.time === o.time)[outs.filter((x) => x.time === o.time).indexOf(o)];
    out.push({
      kind: 'sub',
      side,
      player: on ? sfgPersonZh(on.player) : null,
      relatedPlayer: sfgPersonZh(o.player),
      ...base(o, i),
    });
  });
  return out;
}

const lineupOf = (s: SfgStats) => ({
  formation: s.tactics,
  starters: s.starting_eleven.map((p) => ({
    name: sfgPersonZh(p.name),
    number: p.shirt_number,
    position: POSITION[p.position] ?? '',
    captain: p.captain,
  })),
  bench: s.substitutes.map((p) => ({
    name: sfgPersonZh(p.name),
    number: p.shirt_number,
    position: POSITION[p.position] ?? '',
    captain: false,
  })),
});

const countryName = (code: string, country: string) => (code === 'KOR' ? 'South Korea' : country);

export function parseSfgDay(json: string): SfgReplayMatch[] {
  return (JSON.parse(json) as SfgMatch[]).map((m) => {
    const events = [
      ...teamEvents(m.home_team_events, 'home', m.home_team.code),
      ...teamEvents(m.away_team_events, 'away', m.away_team.code),
    ].sort((a, b) => a.minute - b.minute || (a.addedTime ?? 0) - (b.addedTime ?? 0) || a.second - b.second);
    const scoring = events.filter((e) => e.kind in { goal: 1, penaltyGoal: 1, ownGoal: 1 });
    const half = (side: Side) => scoring.filter((e) => e.side === side && e.minute <= 45).length;
    const hs = m.home_team_statistics;
    const as = m.away_team_statistics;
    const pair = (f: (s: SfgStats) => number): Pair => [f(hs), f(as)];
    const kickoff = Date.parse(m.datetime);
    return {
      date: dateOf(kickoff),
      kickoff,
      home: wcTeam(countryName(m.home_team.code, m.home_team.country)),
      away: wcTeam(countryName(m.away_team.code, m.away_team.country)),
      ft: [m.home_team.goals, m.away_team.goals],
      ht: [half('home'), half('away')],
      events,
      lineups: { home: lineupOf(hs), away: lineupOf(as) },
      // sfg.io's "location" is the stadium and its "venue" the city.
      venue: venueOf(m.location, m.venue),
      referee: m.officials[0] ? sfgPersonZh(m.officials[0]) : '',
      weather: `${WEATHER[m.weather.description] ?? m.weather.description} ${m.weather.temp_celsius}℃`,
      stats: {
        shots: pair((s) => s.attempts_on_goal),
        shotsOnTarget: pair((s) => s.on_target),
        corners: pair((s) => s.corners),
        fouls: pair((s) => s.fouls_committed),
        yellows: pair((s) => s.yellow_cards),
        reds: pair((s) => s.red_cards),
        possession: pair((s) => s.ball_possession),
      },
    };
  });
}

export const loadSfgDay = (path: string): SfgReplayMatch[] => parseSfgDay(readFileSync(path, 'utf8'));
