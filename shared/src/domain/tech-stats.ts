import { z } from 'zod';

/**
 * Football technical statistics (技术统计), the ~40 lines titan007 shows on a match's live page.
 * Keys are stable wire names; labels are what the page prints. Percentages are whole numbers.
 */
export const FOOTBALL_TECH_LABEL = {
  kickoff: '先开球',
  firstCorner: '第一个角球',
  firstYellow: '第一张黄牌',
  shots: '射门',
  shotsOnTarget: '射正',
  shotsOffTarget: '射偏',
  shotsBlocked: '被封堵',
  woodwork: '击中门框',
  shotsInsideBox: '禁区内射门',
  shotsOutsideBox: '禁区外射门',
  fouls: '犯规',
  corners: '角球',
  halfCorners: '半场角球',
  cornersExtra: '加时角球',
  freeKicks: '任意球',
  offsides: '越位',
  ownGoals: '乌龙球',
  yellowCards: '黄牌',
  halfYellowCards: '半场黄牌',
  redCards: '红牌',
  possession: '控球率',
  halfPossession: '半场控球率',
  headers: '头球',
  headersWon: '头球成功',
  saves: '扑救',
  tackles: '铲球',
  tacklesWon: '铲球成功',
  dribbles: '过人',
  dribblesWon: '过人成功',
  throwIns: '界外球',
  passes: '传球',
  passesCompleted: '传球成功',
  passAccuracy: '传球成功率',
  crosses: '传中',
  crossesCompleted: '传中成功',
  longBalls: '长传',
  interceptions: '拦截',
  clearances: '解围',
  attacks: '进攻',
  dangerousAttacks: '危险进攻',
  substitutions: '换人数',
  goalKicks: '球门球',
  keyPasses: '关键传球',
  bigChances: '绝佳机会',
} as const;
export type FootballTechKey = keyof typeof FOOTBALL_TECH_LABEL;
export const FOOTBALL_TECH_KEYS = Object.keys(FOOTBALL_TECH_LABEL) as FootballTechKey[];

/** `home`/`away` per stat; flags such as `kickoff` use 1 for the side that had it, 0 otherwise. */
export const techStatSchema = z.object({ home: z.number(), away: z.number() });
export type TechStat = z.infer<typeof techStatSchema>;
export type FootballTech = Partial<Record<FootballTechKey, TechStat>>;

/** Stats that only ever go up during a match (used by the feed's property tests and the client's sanity checks). */
export const MONOTONIC_TECH_KEYS: readonly FootballTechKey[] = [
  'shots',
  'shotsOnTarget',
  'shotsOffTarget',
  'fouls',
  'corners',
  'offsides',
  'yellowCards',
  'redCards',
  'saves',
  'attacks',
  'dangerousAttacks',
  'passes',
];
