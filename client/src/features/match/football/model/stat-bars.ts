import { FOOTBALL_TECH_KEYS, FOOTBALL_TECH_LABEL, type TechStat } from '@kuyi/shared';

/** One line of 技术统计: both values, and how much of the bar each side's half fills. */
export interface StatBar {
  key: string;
  label: string;
  home: number;
  away: number;
  homeText: string;
  awayText: string;
  /** 0–1 of its half of the bar: the side's share of the two values together. */
  homeShare: number;
  awayShare: number;
  /** A "who did it first" line (先开球, 第一个角球): a mark on one side instead of a bar. */
  flag: boolean;
}

const PERCENT: ReadonlySet<string> = new Set(['possession', 'halfPossession', 'passAccuracy']);
const FLAGS: ReadonlySet<string> = new Set(['kickoff', 'firstCorner', 'firstYellow']);
const LABEL: Record<string, string> = FOOTBALL_TECH_LABEL;

/**
 * Every statistic the feed sends, in titan007's order (FOOTBALL_TECH_KEYS), then any the label table does
 * not know yet under their wire name, so a stat the feed adds still shows.
 */
export function statBars(tech: Readonly<Record<string, TechStat>>): StatBar[] {
  const known = FOOTBALL_TECH_KEYS.filter((k) => tech[k]);
  const unknown = Object.keys(tech).filter((k) => !(k in LABEL));
  return [...known, ...unknown].map((key) => {
    const { home, away } = tech[key] as TechStat;
    const total = home + away;
    const unit = PERCENT.has(key) ? '%' : '';
    const flag = FLAGS.has(key);
    return {
      key,
      label: LABEL[key] ?? key,
      home,
      away,
      homeText: flag ? '' : `${home}${unit}`,
      awayText: flag ? '' : `${away}${unit}`,
      homeShare: total > 0 ? home / total : 0,
      awayShare: total > 0 ? away / total : 0,
      flag,
    };
  });
}
