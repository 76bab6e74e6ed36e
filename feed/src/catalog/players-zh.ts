import { SFGIO_2018_06_27, SFGIO_2018_06_27_OFFICIALS } from './players-zh/sfgio-2018-06-27.ts';
import { WC2018_SCORERS } from './players-zh/wc2018.ts';
import { WC2022_SCORERS } from './players-zh/wc2022.ts';
import { WC2026_SCORERS } from './players-zh/wc2026.ts';

/**
 * Players and referees of the World Cup data in the Chinese Chinese score sites (球探, 懂球帝, 新浪) print,
 * keyed by the source's own spelling. Conventions, kept the same everywhere:
 * - the short name those sites use: the surname alone (姆巴佩, 凯恩, 梅西), or a well-known form (C罗, 劳塔罗);
 * - a given name in front (·) where the sites add one or two players would read alike (恩佐·费尔南德斯 and
 *   布鲁诺·费尔南德斯, 埃德森·阿尔瓦雷斯 and 胡利安·阿尔瓦雷斯);
 * - Korean and Japanese players by their full hanja/kanji names (孙兴慜, 赵贤祐, 酒井宏树);
 * - one player, one name: the same man in 2018, 2022, 2026 and on the sfg.io day is written alike.
 * A name not listed is shown as the source wrote it: an English name beats a wrong Chinese one.
 */
export const WORLD_CUP_SCORERS_ZH: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '2018': WC2018_SCORERS,
  '2022': WC2022_SCORERS,
  '2026': WC2026_SCORERS,
};

/** The worldcup.sfg.io days: their players (line-ups and events) and their officials. */
export const SFGIO_PLAYERS_ZH: Readonly<Record<string, string>> = {
  ...SFGIO_2018_06_27,
  ...SFGIO_2018_06_27_OFFICIALS,
};

/**
 * A goal scorer of the `year` World Cup as openfootball spells him, in Chinese. Looked up in that year's
 * list only: a bare surname ("Costa", "Musa") names a different man in another tournament.
 */
export const scorerZh = (year: string, name: string): string => WORLD_CUP_SCORERS_ZH[year]?.[name] ?? name;

/** A player or official of a worldcup.sfg.io day ("JO Hyeonwoo", "Mark GEIGER") in Chinese. */
export const sfgPersonZh = (name: string): string => SFGIO_PLAYERS_ZH[name] ?? name;
