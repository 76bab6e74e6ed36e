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

export const json = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** "PT11M58.00S" → 718; tenths are rounded up so every instant the feed derives stays a whole second. */
const isoClock = (text: string): number => {
  const m = /PT(\d+)M([\d.]+)S/.exec(text);
  return m ? Number(m[1]) * 60 + Math.ceil(Number(m[2])) : 0;
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
