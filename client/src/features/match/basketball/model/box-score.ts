import { type BasketballPlayerLine, PLAYER_LINE_COUNTS } from '@kuyi/shared';

/** One row of a team's box score as printed: shooting as "made-attempts", minutes rounded. */
export interface BoxRow {
  key: string;
  name: string;
  starter: boolean;
  minutes: string;
  points: number;
  rebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  turnovers: number;
  fouls: number;
  fg: string;
  three: string;
  ft: string;
}

/** The box score's columns in titan007's order: label, and the row field it prints. */
export const BOX_COLUMNS = [
  { key: 'minutes', label: '时间' },
  { key: 'points', label: '得分' },
  { key: 'rebounds', label: '篮板' },
  { key: 'assists', label: '助攻' },
  { key: 'fg', label: '投篮' },
  { key: 'three', label: '三分' },
  { key: 'ft', label: '罚球' },
  { key: 'steals', label: '抢断' },
  { key: 'blocks', label: '盖帽' },
  { key: 'turnovers', label: '失误' },
  { key: 'fouls', label: '犯规' },
] as const satisfies ReadonlyArray<{ key: keyof BoxRow; label: string }>;

const shots = (made: number, attempts: number) => `${made}-${attempts}`;

function row(key: string, l: Omit<BasketballPlayerLine, 'side'>): BoxRow {
  return {
    key,
    name: l.name,
    starter: l.starter,
    minutes: String(Math.round(l.minutes)),
    points: l.points,
    rebounds: l.rebounds,
    assists: l.assists,
    steals: l.steals,
    blocks: l.blocks,
    turnovers: l.turnovers,
    fouls: l.fouls,
    fg: shots(l.fgMade, l.fgAttempts),
    three: shots(l.threeMade, l.threeAttempts),
    ft: shots(l.ftMade, l.ftAttempts),
  };
}

/** The minutes and every counting stat: what 合计 sums. */
const SUMMED = ['minutes', ...PLAYER_LINE_COUNTS] as const;

export interface TeamBox {
  rows: BoxRow[];
  /** 合计: the sums of the players' lines. */
  total: BoxRow;
  /** Where the bench starts in `rows` (the table draws a divider there). */
  benchFrom: number;
}

/**
 * One side's lines in the box score's order: the starters first in the feed's order, then the bench by
 * minutes played (who came on most first; ties keep the feed's order).
 */
export function boxOrder(
  players: readonly BasketballPlayerLine[],
  side: 'home' | 'away',
): BasketballPlayerLine[] {
  const mine = players.filter((p) => p.side === side);
  const starters = mine.filter((p) => p.starter);
  const bench = mine.filter((p) => !p.starter).sort((a, b) => b.minutes - a.minutes);
  return [...starters, ...bench];
}

/** One side's box score in boxOrder, and a 合计 row summed from the lines. */
export function teamBox(players: readonly BasketballPlayerLine[], side: 'home' | 'away'): TeamBox {
  const ordered = boxOrder(players, side);
  const sum = Object.fromEntries(SUMMED.map((k) => [k, ordered.reduce((s, p) => s + p[k], 0)])) as Record<
    (typeof SUMMED)[number],
    number
  >;
  return {
    rows: ordered.map((p, i) => row(`${side}:${p.name}:${i}`, p)),
    total: row(`${side}:total`, { ...sum, name: '合计', starter: false }),
    benchFrom: ordered.filter((p) => p.starter).length,
  };
}
