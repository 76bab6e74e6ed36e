import type { PlayKind } from '../basketball/plan-types.ts';
import { timeOfDay } from '../util/day-time.ts';
import { json, type RawAction, type RawGame } from './nba-actions.ts';

type Row = (string | number | null)[];
type Side = 'home' | 'away';

/** "11:58" → 718. */
const mmss = (text: string): number => {
  const [m, s] = text.split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};

/**
 * Whose a person of a play is. playbyplayv2's PERSONnTYPE is 4/5 for a home/visiting player and 2/3 for
 * the team itself; the team id is checked first, as it is what the box score goes by. Which description
 * is filled says nothing: a steal or a block fills both, the other side's with the defender's line.
 */
function sideOf(type: unknown, teamId: unknown, teams: { home: unknown; away: unknown }): Side | null {
  if (teamId !== null && teamId !== undefined) {
    if (teamId === teams.home) return 'home';
    if (teamId === teams.away) return 'away';
  }
  if (type === 4 || type === 2) return 'home';
  if (type === 5 || type === 3) return 'away';
  return null;
}

/** stats.nba.com playbyplayv2 with its summary (games 0021900001, 0021600270). */
export function readStatsGame(pbpPath: string, summaryPath: string): RawGame {
  const pbp = json(pbpPath) as { resultSets: { headers: string[]; rowSet: Row[] }[] };
  const summary = json(summaryPath) as { resultSets: { name: string; headers: string[]; rowSet: Row[] }[] };
  const set = pbp.resultSets[0];
  const col = (name: string) => set?.headers.indexOf(name) ?? -1;
  const game = summary.resultSets.find((r) => r.name === 'GameSummary')?.rowSet[0] ?? [];
  const lines = summary.resultSets.find((r) => r.name === 'LineScore')?.rowSet ?? [];
  const codeOf = (teamId: unknown) => String(lines.find((l) => l[3] === teamId)?.[4] ?? '');
  const teams = { home: game[6], away: game[7] };
  let home = 0;
  let away = 0;
  const actions: RawAction[] = [];
  for (const r of set?.rowSet ?? []) {
    const type = Number(r[col('EVENTMSGTYPE')]);
    const person = (n: 1 | 2 | 3) => {
      const name = r[col(`PLAYER${n}_NAME`)];
      return {
        side: sideOf(r[col(`PERSON${n}TYPE`)], r[col(`PLAYER${n}_TEAM_ID`)], teams),
        name: typeof name === 'string' ? name : null,
      };
    };
    const actor = person(1);
    const homeText = r[col('HOMEDESCRIPTION')];
    const awayText = r[col('VISITORDESCRIPTION')];
    // The actor's own line: on a blocked three the other line is "… BLOCK (1 BLK)", without "3PT".
    const text = String((actor.side === 'away' ? awayText : homeText) ?? homeText ?? awayText ?? '');
    const otherText = String((actor.side === 'away' ? homeText : awayText) ?? '');
    const score = r[col('SCORE')];
    if (typeof score === 'string') {
      const [a, h] = score.split(' - ').map(Number);
      away = a ?? away;
      home = h ?? home;
    }
    const three = text.includes('3PT');
    const kinds: Record<number, PlayKind> = {
      1: three ? '3pt' : '2pt',
      2: three ? 'miss3' : 'miss2',
      3: text.includes('MISS') ? 'ftMiss' : 'ft',
      4: 'rebound',
      5: 'turnover',
      6: 'foul',
      9: 'timeout',
      12: 'period',
    };
    const kind = kinds[type];
    if (!kind) continue;
    const at = {
      period: Number(r[col('PERIOD')]),
      clock: mmss(String(r[col('PCTIMESTRING')] ?? '0:00')),
      home,
      away,
    };
    const assist = type === 1 ? person(2).name : null;
    const points = kind === '3pt' ? 3 : kind === '2pt' ? 2 : kind === 'ft' ? 1 : 0;
    actions.push({ ...at, side: actor.side, kind, points, player: actor.name, assist });
    // The defender's part of the same play, as cdn.nba.com lists it on its own: the steal, the block.
    const defender =
      type === 5 && otherText.includes('STEAL')
        ? { kind: 'steal' as const, ...person(2) }
        : type === 2 && otherText.includes('BLOCK')
          ? { kind: 'block' as const, ...person(3) }
          : null;
    if (defender?.name)
      actions.push({
        ...at,
        side: defender.side,
        kind: defender.kind,
        points: 0,
        player: defender.name,
        assist: null,
      });
  }
  const year = Number(String(game[8] ?? '2019'));
  // The first event's wall clock ("8:04 PM", US Eastern) on the game's date is the real tip-off.
  const wall = set?.rowSet[0]?.[col('WCTIMESTRING')];
  const tipOff = timeOfDay(easternToEpoch(String(game[0] ?? '').slice(0, 10), String(wall ?? '8:00 PM')));
  return {
    gameId: String(game[2] ?? ''),
    homeCode: codeOf(teams.home),
    awayCode: codeOf(teams.away),
    season: `${year}-${year + 1}`,
    tipOff,
    venue: '',
    actions,
  };
}

/** US Eastern wall time ("8:04 PM") on a date → epoch ms (EDT from the 2nd Sunday of March to the 1st of November). */
export function easternToEpoch(date: string, wall: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const match = /^(\d{1,2}):(\d{2})\s*([AP]M)$/i.exec(wall.trim());
  const h12 = Number(match?.[1] ?? 8) % 12;
  const hour = h12 + ((match?.[3] ?? 'PM').toUpperCase() === 'PM' ? 12 : 0);
  const asUtc = Date.UTC(y ?? 2019, (m ?? 1) - 1, d ?? 1, hour, Number(match?.[2] ?? 0));
  const nthSunday = (month: number, n: number) => {
    const first = new Date(Date.UTC(y ?? 2019, month, 1)).getUTCDay();
    return Date.UTC(y ?? 2019, month, 1 + ((7 - first) % 7) + 7 * (n - 1), 2);
  };
  const summer = asUtc >= nthSunday(2, 2) && asUtc < nthSunday(10, 1);
  return asUtc + (summer ? 4 : 5) * 3600_000;
}
