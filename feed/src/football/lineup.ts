import type { Lineups } from '@kuyi/shared';
import { playerName } from '../catalog/player-names.ts';
import { pick, rngFor, shuffle } from '../util/rng.ts';

export type TeamLineup = Lineups['home'];
export type LineupPlayer = TeamLineup['starters'][number];

const FORMATIONS: Record<string, [number, number, number]> = {
  '4-4-2': [4, 4, 2],
  '4-3-3': [4, 3, 3],
  '4-2-3-1': [4, 5, 1],
  '3-5-2': [3, 5, 2],
  '3-4-3': [3, 4, 3],
  '5-3-2': [5, 3, 2],
  '4-1-4-1': [4, 5, 1],
};

/** A club's 23-man squad: the same names every day for the same seed, so scorers add up over a season. */
export function makeSquad(seed: number, teamId: string, chinese: boolean): LineupPlayer[] {
  const rng = rngFor(seed, 'squad', teamId);
  const shape: [string, number][] = [
    ['GK', 3],
    ['DF', 8],
    ['MF', 7],
    ['FW', 5],
  ];
  const numbers = shuffle(
    rng,
    Array.from({ length: 40 }, (_, i) => i + 2),
  ).slice(0, 22);
  const players: LineupPlayer[] = [];
  const used = new Set<string>();
  for (const [position, count] of shape) {
    for (let i = 0; i < count; i++) {
      let name = playerName(rng, chinese);
      while (used.has(name)) name = playerName(rng, chinese);
      used.add(name);
      const number = position === 'GK' && i === 0 ? 1 : (numbers.pop() ?? 99);
      players.push({ name, number, position, captain: false });
    }
  }
  return players;
}

/** Picks a formation and the starting XI from a squad; the captain is the first outfield starter. */
export function makeLineup(seed: number, key: string, squad: readonly LineupPlayer[]): TeamLineup {
  const rng = rngFor(seed, 'lineup', key);
  const formation = pick(rng, Object.keys(FORMATIONS));
  const [df, mf, fw] = FORMATIONS[formation] ?? [4, 4, 2];
  const byPos = (p: string) =>
    shuffle(
      rng,
      squad.filter((s) => s.position === p),
    );
  const gks = byPos('GK');
  const dfs = byPos('DF');
  const mfs = byPos('MF');
  const fws = byPos('FW');
  const starters = [...gks.slice(0, 1), ...dfs.slice(0, df), ...mfs.slice(0, mf), ...fws.slice(0, fw)].map(
    (p, i) => ({ ...p, captain: i === 1 }),
  );
  const bench = [
    ...gks.slice(1, 2),
    ...dfs.slice(df, df + 3),
    ...mfs.slice(mf, mf + 3),
    ...fws.slice(fw, fw + 2),
  ];
  return { formation, starters, bench };
}
