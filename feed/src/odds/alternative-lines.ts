import type { FootballPlan, OddsCompany } from '../football/plan-types.ts';
import { matchStateAt } from '../football/state-at.ts';
import { marketsAt, oddsIndexAt } from './football-odds.ts';
import { diffDistribution, totalDistribution } from './poisson.ts';
import { settle, twoWay } from './prices.ts';

/** Expected goals still to come and the score, as the company's model saw them at its last repricing. */
function meansAt(
  plan: FootballPlan,
  company: OddsCompany,
  t: number,
): { h: number; a: number; home: number; away: number } {
  const k = Math.max(0, oddsIndexAt(plan, t));
  const at = plan.odds.times[k] ?? plan.kickoff;
  const [h0, a0] = [plan.odds.lambda[0] * (1 + company.bias), plan.odds.lambda[1] * (1 - company.bias)];
  if (k < plan.odds.preMatch) return { h: h0, a: a0, home: 0, away: 0 };
  const s = matchStateAt(plan, at);
  const left = Math.max(0.02, (90 - Math.min(s.minute, 90)) / 90);
  return {
    h: h0 * left * 0.75 ** s.homeRed * 1.15 ** s.awayRed,
    a: a0 * left * 0.75 ** s.awayRed * 1.15 ** s.homeRed,
    home: s.home,
    away: s.away,
  };
}

/**
 * 多盘口: the main line and its neighbours a quarter and a half goal either side, priced by the same model;
 * none while the main line is closed (封盘).
 */
export function alternativeLines(plan: FootballPlan, company: OddsCompany, t: number) {
  const { h, a, home, away } = meansAt(plan, company, t);
  const diff = diffDistribution(h, a);
  const total = totalDistribution(h, a, home + away);
  const main = marketsAt(plan, company, Math.max(0, oddsIndexAt(plan, t)));
  const steps = [-0.5, -0.25, 0, 0.25, 0.5];
  const price = (dist: Map<number, number>, line: number) => {
    let p = 0;
    for (const [v, prob] of dist) p += prob * settle(v - line);
    const [x, y] = twoWay(p, company.margin);
    return [x, y] as const;
  };
  const mainYa = main.ya;
  const mainDa = main.da;
  const ya = (mainYa ? steps : [])
    .map((d) => (mainYa?.line ?? 0) + d)
    .map((line) => {
      const [homeW, awayW] = price(diff, line);
      return { line, home: homeW, away: awayW };
    });
  const da = (mainDa ? steps : [])
    .map((d) => (mainDa?.line ?? 2.5) + d)
    .filter((line) => line > home + away)
    .map((line) => {
      const [over, under] = price(total, line);
      return { line, over, under };
    });
  return { ya, da };
}
