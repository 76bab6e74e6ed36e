import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { worldCupDataDir } from '../sources/worldcup-data.ts';
import { type FeedHandle, start } from '../start.ts';

/** The real World Cup data (../shared/data, or KUYI_DATA_DIR), which a clone may not have. */
export const WC_DATA = worldCupDataDir();
/** The 2018-06-27 match day the worldcup source replays. */
export const SFGIO_2018_06_27 = join('wc2018-sfgio', '2018-06-27_matches_today.json');

/** Whether `file` (under WC_DATA) is there; when it is not, says that the `skipped` tests are skipped. */
export function worldCupDataPresent(file: string, skipped: string): boolean {
  const present = existsSync(join(WC_DATA, file));
  if (!present)
    console.warn(`[feed] ${file} not found at ${WC_DATA}: ${skipped} are skipped (set KUYI_DATA_DIR).`);
  return present;
}

/** A feed replaying the real 2018-06-27 World Cup match day from `at` (Beijing time), its clock standing still. */
export const startWorldCupReplay = (at: string): Promise<FeedHandle> =>
  start({ source: 'worldcup', dataDir: WC_DATA, seed: 7, speed: 0, date: '2018-06-27', start: at });

/** Each group's teams marked through (出线), by group name. */
export const throughByGroup = (
  groups: { name: string; table: { teamName: string; advanced?: boolean }[] }[],
) =>
  Object.fromEntries(groups.map((g) => [g.name, g.table.filter((r) => r.advanced).map((r) => r.teamName)]));

/** Who is through on 27 June 2018 at 13:40 UTC (21:40 Beijing): groups A–D are over, E–H still have a round to play. */
export const THROUGH_2018_06_27_1340Z = {
  A组: ['乌拉圭', '俄罗斯'],
  B组: ['西班牙', '葡萄牙'],
  C组: ['法国', '丹麦'],
  D组: ['克罗地亚', '阿根廷'],
  E组: [],
  F组: [],
  G组: [],
  H组: [],
};
