import type { TechStat } from '@kuyi/shared';
import { leadSide, type StatBar } from '../../football/model/stat-bars.ts';

/** The team totals the feed sends (header `tech`), in the order a box score reads, with their labels. */
const LABELS: ReadonlyArray<readonly [string, string]> = [
  ['points', '得分'],
  ['fgMade', '投篮命中'],
  ['fgAttempts', '投篮出手'],
  ['fgPct', '投篮命中率'],
  ['threeMade', '三分命中'],
  ['threeAttempts', '三分出手'],
  ['threePct', '三分命中率'],
  ['ftMade', '罚球命中'],
  ['ftAttempts', '罚球出手'],
  ['ftPct', '罚球命中率'],
  ['rebounds', '篮板'],
  ['assists', '助攻'],
  ['steals', '抢断'],
  ['blocks', '盖帽'],
  ['turnovers', '失误'],
  ['fouls', '犯规'],
];
const LABEL = new Map(LABELS);
/** Each shooting rate and the attempts it is a rate of. */
const ATTEMPTS_OF: ReadonlyMap<string, string> = new Map([
  ['fgPct', 'fgAttempts'],
  ['threePct', 'threeAttempts'],
  ['ftPct', 'ftAttempts'],
]);
/** Totals where the team with fewer did better. */
const LESS_IS_BETTER: ReadonlySet<string> = new Set(['turnovers', 'fouls']);

/**
 * 球队统计 as paired bars (the football page's StatBar shape, drawn the same way): every total the feed
 * sends, known ones in box-score order, then any the table does not know under their wire name so a stat
 * the feed adds still shows. Points are left out: the score is in the header and the quarter table.
 */
export function teamStatBars(tech: Readonly<Record<string, TechStat>>): StatBar[] {
  const known = LABELS.map(([key]) => key).filter((k) => tech[k] && k !== 'points');
  const unknown = Object.keys(tech).filter((k) => !LABEL.has(k));
  return [...known, ...unknown].map((key) => {
    const { home, away } = tech[key] as TechStat;
    const attemptsKey = ATTEMPTS_OF.get(key);
    if (attemptsKey) return rateBar(key, { home, away }, tech[attemptsKey]);
    const total = home + away;
    return {
      key,
      label: LABEL.get(key) ?? key,
      home,
      away,
      homeText: String(home),
      awayText: String(away),
      homeShare: total > 0 ? home / total : 0,
      awayShare: total > 0 ? away / total : 0,
      flag: false,
      lead: leadSide(home, away, LESS_IS_BETTER.has(key)),
    };
  });
}

/**
 * A shooting rate. A side with no attempts has no rate: the feed sends 0 for it, which would read "0%" and
 * hand the other side the lead, so it reads "-" and the line has no leader and no bars to compare. Without
 * the attempts in the feed the rate is taken as sent.
 */
function rateBar(key: string, rate: TechStat, attempts: TechStat | undefined): StatBar {
  const homeShot = !attempts || attempts.home > 0;
  const awayShot = !attempts || attempts.away > 0;
  const both = homeShot && awayShot;
  const total = rate.home + rate.away;
  return {
    key,
    label: LABEL.get(key) ?? key,
    home: rate.home,
    away: rate.away,
    homeText: homeShot ? `${rate.home}%` : '-',
    awayText: awayShot ? `${rate.away}%` : '-',
    homeShare: both && total > 0 ? rate.home / total : 0,
    awayShare: both && total > 0 ? rate.away / total : 0,
    flag: false,
    lead: both ? leadSide(rate.home, rate.away, false) : null,
  };
}
