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
  /** The side whose bar is highlighted as doing better: fewer fouls or cards, more of anything else. */
  lead: 'home' | 'away' | null;
}

/**
 * The side doing better on one stat: the larger value, or the smaller where less is better (犯规, 黄牌,
 * 失误 …); none on a tie.
 */
export function leadSide(home: number, away: number, lessIsBetter: boolean): 'home' | 'away' | null {
  if (home === away) return null;
  return home > away !== lessIsBetter ? 'home' : 'away';
}

const PERCENT: ReadonlySet<string> = new Set(['possession', 'halfPossession', 'passAccuracy']);
const FLAGS: ReadonlySet<string> = new Set(['kickoff', 'firstCorner', 'firstYellow']);
/** Stats where the side with fewer did better. */
const LESS_IS_BETTER: ReadonlySet<string> = new Set([
  'fouls',
  'offsides',
  'ownGoals',
  'yellowCards',
  'halfYellowCards',
  'redCards',
]);
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
      lead: flag ? null : leadSide(home, away, LESS_IS_BETTER.has(key)),
    };
  });
}
