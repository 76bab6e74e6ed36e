import { readFileSync } from 'node:fs';
import type { FootballEventKind, Lineups, Side } from '@kuyi/shared';
import { groundZh } from '../catalog/venues-zh.ts';
import type { ScriptEvent } from '../football/script.ts';

/**
 * openfootball's EPL round 4 (13–14 Sep 2025): real goal minutes, scorers, cards, substitutions and
 * line-ups, joined to football-data rows by date and team names.
 */
interface OfPlayer {
  name: string;
  captain?: boolean;
}
interface OfMatch {
  date: string;
  time: string;
  team1: string;
  team2: string;
  score: { ht: [number, number]; ft: [number, number] };
  goals1?: { name: string; minute: string; penalty?: boolean; owngoal?: boolean }[];
  goals2?: { name: string; minute: string; penalty?: boolean; owngoal?: boolean }[];
  ground?: string;
  lineup?: { starter: OfPlayer[]; bench: OfPlayer[]; subs: { on: string; off: string; minute: string }[] }[];
  bookings?: { type: string; name: string; minute: string }[][];
  referees?: { name: string }[];
}

/** openfootball → football-data spellings (MANIFEST.md); "Nottingham Forest" appears as both. */
const FD_NAME: Record<string, string> = {
  'Newcastle United': 'Newcastle',
  'Wolverhampton Wanderers': 'Wolves',
  'Brighton & Hove Albion': 'Brighton',
  'Leeds United': 'Leeds',
  'West Ham United': 'West Ham',
  'Tottenham Hotspur': 'Tottenham',
  'Chelsea FC': 'Chelsea',
  'Manchester City': 'Man City',
  'Manchester United': 'Man United',
};

export interface RealMatch {
  date: string;
  home: string;
  away: string;
  events: ScriptEvent[];
  lineups: Lineups | null;
  venue: string | null;
  referee: string | null;
}

/** "90+4" → minute 90, added 4. */
export function parseMinute(text: string): { minute: number; addedTime: number | null } {
  const [base, added] = text.split('+');
  return { minute: Number(base), addedTime: added ? Number(added) : null };
}

const fdName = (name: string) => FD_NAME[name] ?? name;

export function loadOpenfootball(path: string): RealMatch[] {
  const data = JSON.parse(readFileSync(path, 'utf8')) as { matches: OfMatch[] };
  return data.matches.map((m) => {
    const events: ScriptEvent[] = [];
    const push = (e: Omit<ScriptEvent, 'second' | 'generated'>, second: number) =>
      events.push({ ...e, second, generated: false });
    (
      [
        ['home', m.goals1 ?? []],
        ['away', m.goals2 ?? []],
      ] as const
    ).forEach(([side, goals]) => {
      goals.forEach((g, i) => {
        const kind: FootballEventKind = g.owngoal ? 'ownGoal' : g.penalty ? 'penaltyGoal' : 'goal';
        push({ kind, side, ...parseMinute(g.minute), player: g.name, relatedPlayer: null }, 20 + i);
      });
    });
    (m.bookings ?? []).forEach((list, i) => {
      const side: Side = i === 0 ? 'home' : 'away';
      for (const b of list) {
        const kind: FootballEventKind = b.type === 'R' ? 'red' : b.type === 'Y/R' ? 'secondYellow' : 'yellow';
        push({ kind, side, ...parseMinute(b.minute), player: b.name, relatedPlayer: null }, 40);
      }
    });
    const lineups = m.lineup?.length === 2 ? m.lineup : null;
    lineups?.forEach((l, i) => {
      const side: Side = i === 0 ? 'home' : 'away';
      for (const s of l.subs)
        push({ kind: 'sub', side, ...parseMinute(s.minute), player: s.on, relatedPlayer: s.off }, 50);
    });
    const toTeam = (l: NonNullable<OfMatch['lineup']>[number]) => ({
      formation: '',
      starters: l.starter.map((p, i) => ({
        name: p.name,
        number: null,
        position: i === 0 ? 'GK' : '',
        captain: p.captain === true,
      })),
      bench: l.bench.map((p) => ({ name: p.name, number: null, position: '', captain: false })),
    });
    return {
      date: m.date,
      home: fdName(m.team1),
      away: fdName(m.team2),
      events,
      lineups: lineups?.[0] && lineups[1] ? { home: toTeam(lineups[0]), away: toTeam(lineups[1]) } : null,
      venue: m.ground ? groundZh(m.ground) : null,
      referee: m.referees?.[0]?.name ?? null,
    };
  });
}
