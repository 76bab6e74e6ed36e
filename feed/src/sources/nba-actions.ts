import { readFileSync } from 'node:fs';
import type { PlayKind } from '../basketball/plan-types.ts';
import { timeOfDay } from '../util/day-time.ts';

/** One play of a real NBA game, from either file format, before it is placed on the clock. */
export interface RawAction {
  period: number;
  clock: number;
  side: 'home' | 'away' | null;
  kind: PlayKind;
  points: number;
  player: string | null;
  assist: string | null;
  home: number;
  away: number;
}

export interface RawGame {
  gameId: string;
  homeCode: string;
  awayCode: string;
  season: string;
  /** Beijing time of day of the real tip-off, ms after midnight. */
  tipOff: number;
  venue: string;
  actions: RawAction[];
}

const json = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** "PT11M58.00S" → 718; tenths are rounded up so every instant the feed derives stays a whole second. */
const isoClock = (text: string): number => {
  const m = /PT(\d+)M([\d.]+)S/.exec(text);
  return m ? Number(m[1]) * 60 + Math.ceil(Number(m[2])) : 0;
};
/** "11:58" → 718. */
const mmss = (text: string): number => {
  const [m, s] = text.split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};

interface CdnAction {
  period: number;
  clock: string;
  actionType: string;
  subType?: string;
  shotResult?: string | null;
  teamTricode?: string | null;
  playerNameI?: string | null;
  assistPlayerNameInitial?: string | null;
  scoreHome: string;
  scoreAway: string;
}

/** cdn.nba.com liveData play-by-play with its box-score file (game 0022000001). */
export function readCdnGame(pbpPath: string, detailPath: string): RawGame {
  const pbp = json(pbpPath) as { game: { gameId: string; actions: CdnAction[] } };
  const detail = json(detailPath) as {
    game: {
      gameTimeUTC: string;
      arena: { arenaName: string };
      homeTeam: { teamTricode: string };
      awayTeam: { teamTricode: string };
    };
  };
  const homeCode = detail.game.homeTeam.teamTricode;
  const actions: RawAction[] = [];
  for (const a of pbp.game.actions) {
    const side = a.teamTricode ? (a.teamTricode === homeCode ? 'home' : 'away') : null;
    const made = a.shotResult === 'Made';
    let kind: PlayKind | null = null;
    let points = 0;
    if (a.actionType === '2pt' || a.actionType === '3pt') {
      kind = made ? (a.actionType as PlayKind) : a.actionType === '3pt' ? 'miss3' : 'miss2';
      points = made ? Number(a.actionType[0]) : 0;
    } else if (a.actionType === 'freethrow') {
      kind = made ? 'ft' : 'ftMiss';
      points = made ? 1 : 0;
    } else if (['rebound', 'turnover', 'steal', 'block', 'foul', 'timeout'].includes(a.actionType))
      kind = a.actionType as PlayKind;
    else if (a.actionType === 'period' && a.subType === 'start') kind = 'period';
    if (!kind) continue;
    actions.push({
      period: a.period,
      clock: isoClock(a.clock),
      side,
      kind,
      points,
      player: a.playerNameI ?? null,
      assist: made ? (a.assistPlayerNameInitial ?? null) : null,
      home: Number(a.scoreHome),
      away: Number(a.scoreAway),
    });
  }
  const tip = new Date(detail.game.gameTimeUTC).getTime();
  return {
    gameId: pbp.game.gameId,
    homeCode,
    awayCode: detail.game.awayTeam.teamTricode,
    season: '2020-2021',
    tipOff: timeOfDay(tip),
    venue: detail.game.arena.arenaName,
    actions,
  };
}

type Row = (string | number | null)[];

/** stats.nba.com playbyplayv2 with its summary (games 0021900001, 0021600270). */
export function readStatsGame(pbpPath: string, summaryPath: string): RawGame {
  const pbp = json(pbpPath) as { resultSets: { headers: string[]; rowSet: Row[] }[] };
  const summary = json(summaryPath) as { resultSets: { name: string; headers: string[]; rowSet: Row[] }[] };
  const set = pbp.resultSets[0];
  const col = (name: string) => set?.headers.indexOf(name) ?? -1;
  const game = summary.resultSets.find((r) => r.name === 'GameSummary')?.rowSet[0] ?? [];
  const lines = summary.resultSets.find((r) => r.name === 'LineScore')?.rowSet ?? [];
  const codeOf = (teamId: unknown) => String(lines.find((l) => l[3] === teamId)?.[4] ?? '');
  const homeCode = codeOf(game[6]);
  const awayCode = codeOf(game[7]);
  let home = 0;
  let away = 0;
  const actions: RawAction[] = [];
  for (const r of set?.rowSet ?? []) {
    const type = Number(r[col('EVENTMSGTYPE')]);
    const homeText = r[col('HOMEDESCRIPTION')];
    const awayText = r[col('VISITORDESCRIPTION')];
    const text = String(homeText ?? awayText ?? '');
    const side = homeText ? 'home' : awayText ? 'away' : null;
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
    const points = kind === '3pt' ? 3 : kind === '2pt' ? 2 : kind === 'ft' ? 1 : 0;
    const player = r[col('PLAYER1_NAME')];
    const assist = type === 1 ? r[col('PLAYER2_NAME')] : null;
    actions.push({
      period: Number(r[col('PERIOD')]),
      clock: mmss(String(r[col('PCTIMESTRING')] ?? '0:00')),
      side,
      kind,
      points,
      player: typeof player === 'string' ? player : null,
      assist: typeof assist === 'string' ? assist : null,
      home,
      away,
    });
  }
  const year = Number(String(game[8] ?? '2019'));
  // The first event's wall clock ("8:04 PM", US Eastern) on the game's date is the real tip-off.
  const wall = set?.rowSet[0]?.[col('WCTIMESTRING')];
  const tipOff = timeOfDay(easternToEpoch(String(game[0] ?? '').slice(0, 10), String(wall ?? '8:00 PM')));
  return {
    gameId: String(game[2] ?? ''),
    homeCode,
    awayCode,
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
