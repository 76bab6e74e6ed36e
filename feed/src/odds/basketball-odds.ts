import type { CompanyOdds, MainOdds } from '@kuyi/shared';
import type { BasketballPlan } from '../basketball/plan-types.ts';
import { basketballStateAt } from '../basketball/row.ts';
import { COMPANIES, type Company, MAIN_COMPANY_ID } from '../catalog/companies.ts';
import { upperBound } from '../day/change-index.ts';
import type { CompanyMarkets } from '../football/plan-types.ts';
import { normal, rngFor } from '../util/rng.ts';
import { companyOdds } from './company-odds.ts';
import { lastHalfQuotes } from './last-quote.ts';
import { pointLines, priceOutcomes, twoWay } from './prices.ts';

/**
 * Basketball markets from a normal model: final margin ~ N(expected, 12²·left), total likewise. 亚盘 is
 * the point spread (让分), 大小 the total (总分), 欧赔 the moneyline (独赢, draw 0). Half markets are the
 * first half's, and keep their last first-half price once the half is over. Each game's expected margin and total come from its own teams (game-model.ts); pre-match
 * a company moves from the opening view to the closing one, in play it adds the expected points still to
 * come to the live score.
 */
const MARGIN_SD = 12;
const TOTAL_SD = 16;
/** Sd of a company's own view of a game's total, in points: books differ by a point or so. */
const COMPANY_TOTAL_VIEW_SD = 0.75;

function cdf(x: number): number {
  // Abramowitz–Stegun 7.1.26 approximation of the normal CDF.
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-z * z);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/** A company's tilt of a game: its home bias on the margin, a seeded view of its own on the total. */
function companyView(plan: BasketballPlan, company: Company): { margin: number; total: number } {
  return {
    margin: company.bias * 10,
    total: normal(rngFor('bbview', plan.id, company.id)) * COMPANY_TOTAL_VIEW_SD,
  };
}

/** The pre-match view at quote k: the opening at the first quote, the closing (expected) at the last. */
function viewAt(plan: BasketballPlan, k: number): { margin: number; total: number } {
  if (k >= plan.preMatchOdds || plan.preMatchOdds < 2) return plan.expected;
  const share = 1 - k / (plan.preMatchOdds - 1);
  return {
    margin: plan.expected.margin + (plan.opening.margin - plan.expected.margin) * share,
    total: plan.expected.total + (plan.opening.total - plan.expected.total) * share,
  };
}

const memo = new WeakMap<BasketballPlan, Map<string, CompanyMarkets>>();

function marketsAt(plan: BasketballPlan, company: Company, k: number): CompanyMarkets {
  let cache = memo.get(plan);
  if (!cache) {
    cache = new Map();
    memo.set(plan, cache);
  }
  const key = `${company.id}:${k}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const at = plan.oddsTimes[k] ?? plan.kickoff;
  const s = basketballStateAt(plan, at);
  const regulation = plan.quarterSeconds * 4;
  const playedQuarters = Math.max(0, s.homeQuarters.length - 1);
  const elapsed =
    at < plan.kickoff
      ? 0
      : Math.min(regulation, playedQuarters * plan.quarterSeconds + (plan.quarterSeconds - s.clockSeconds));
  const left = Math.max(0.05, 1 - elapsed / regulation);
  const own = companyView(plan, company);
  const view = viewAt(plan, k);
  const gameMargin = view.margin + own.margin;
  const gameTotal = view.total + own.total;
  const expMargin = s.home - s.away + gameMargin * left;
  const expTotal = s.home + s.away + gameTotal * left;
  const m = company.margin;
  const spread = (center: number, sd: number) => {
    const lines = pointLines(center);
    const line = lines.reduce(
      (best, l) => (Math.abs(l - center) < Math.abs(best - center) ? l : best),
      lines[0] ?? 0,
    );
    const [home, away] = twoWay(1 - cdf((line - center) / sd), m);
    return { line, home, away };
  };
  const total = (center: number, sd: number) => {
    const line = Math.round(center * 2) / 2;
    const [over, under] = twoWay(1 - cdf((line - center) / sd), m);
    return { line, over, under };
  };
  const moneyline = (center: number, sd: number) => {
    const p = 1 - cdf(-center / sd);
    const [home, away] = priceOutcomes([p, 1 - p], m);
    return { home: home ?? 1.01, draw: 0, away: away ?? 1.01 };
  };
  const sd = Math.sqrt(left);
  const firstHalf = elapsed < regulation / 2;
  // Half of the game's points are expected in the first half; in play it is priced from its live score.
  const halfLeft = Math.max(0.05, 1 - elapsed / (regulation / 2));
  const halfMargin = s.home - s.away + (gameMargin / 2) * halfLeft;
  const halfTotal = s.home + s.away + (gameTotal / 2) * halfLeft;
  const halfSd = Math.sqrt(halfLeft / 2);
  const markets: CompanyMarkets = {
    ya: spread(expMargin, MARGIN_SD * sd),
    da: total(expTotal, TOTAL_SD * sd),
    ou: moneyline(expMargin, MARGIN_SD * sd),
    // After the half its markets keep their last price (the page's 半场 即时), as football's do.
    ...(firstHalf
      ? {
          halfYa: spread(halfMargin, MARGIN_SD * halfSd),
          halfDa: total(halfTotal, TOTAL_SD * halfSd),
          halfOu: moneyline(halfMargin, MARGIN_SD * halfSd),
        }
      : lastHalfQuotes((j) => marketsAt(plan, company, j), k)),
  };
  cache.set(key, markets);
  return markets;
}

export const basketballCompanies = (): readonly Company[] => COMPANIES;

/** The last pre-tip-off quote (终盘) once the game has started; null before. */
function closingMarkets(plan: BasketballPlan, company: Company, t: number): CompanyMarkets | null {
  const lastPre = upperBound(plan.oddsTimes, plan.kickoff - 1) - 1;
  if (t < plan.kickoff || lastPre < 0) return null;
  return marketsAt(plan, company, lastPre);
}

export function basketballCompanyOddsAt(plan: BasketballPlan, company: Company, t: number): CompanyOdds {
  const k = Math.max(0, upperBound(plan.oddsTimes, t) - 1);
  const quotes = {
    open: marketsAt(plan, company, 0),
    live: marketsAt(plan, company, k),
    close: closingMarkets(plan, company, t),
  };
  return companyOdds(company, quotes, plan.oddsTimes[k] ?? plan.kickoff);
}

/** The main company's closing line for list rows ([D6]); null until tip-off. */
export function basketballMainClosingAt(plan: BasketballPlan, t: number): MainOdds | null {
  const company = COMPANIES.find((c) => c.id === MAIN_COMPANY_ID) ?? (COMPANIES[0] as Company);
  const close = closingMarkets(plan, company, t);
  return close ? { ya: close.ya, da: close.da, ou: close.ou } : null;
}

export function basketballMainOddsAt(plan: BasketballPlan, t: number): MainOdds {
  const company = COMPANIES.find((c) => c.id === MAIN_COMPANY_ID) ?? (COMPANIES[0] as Company);
  const k = Math.max(0, upperBound(plan.oddsTimes, t) - 1);
  const live = marketsAt(plan, company, k);
  return { ya: live.ya, da: live.da, ou: live.ou };
}
