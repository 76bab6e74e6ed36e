import { type CompanyOdds, footballMinute, type MainOdds, type OddsHistoryEntry } from '@kuyi/shared';
import { MAIN_COMPANY_ID } from '../catalog/companies.ts';
import { FIRST_HALF_GOAL_SHARE } from '../football/calibration.ts';
import type { CompanyMarkets, FootballPlan, OddsCompany } from '../football/plan-types.ts';
import { type MatchStateAt, matchStateAt } from '../football/state-at.ts';
import { companyOdds } from './company-odds.ts';
import { lastHalfQuotes } from './last-quote.ts';
import { diffDistribution, resultProbabilities, totalDistribution } from './poisson.ts';
import { asianLine, euroLine, offered, overUnderLine } from './prices.ts';
import { isRepricingEvent, REPRICE_AFTER_EVENT_MS } from './repricing.ts';

/**
 * Books close 亚盘 and 大小 in the last minutes (封盘): their live value is then null, never the last quote,
 * which a late goal would contradict (2.5 大小 at 2-1). 欧赔 keeps repricing on every event to full time.
 */
const LAST_INPLAY_MINUTE = 85;

/** Whether an event that moves the odds happened in the REPRICE_AFTER_EVENT_MS before `at` (all closed). */
function suspendedAt(plan: FootballPlan, at: number): boolean {
  return plan.timeline.events.some(
    (e) => isRepricingEvent(e.kind) && e.at <= at && at - e.at < REPRICE_AFTER_EVENT_MS,
  );
}

/** Expected goals (home, away) as a company sees them: its bias moves goals from one side to the other. */
function tilt(company: OddsCompany, [home, away]: readonly [number, number]): [number, number] {
  return [home * (1 + company.bias), away * (1 - company.bias)];
}

/** Expected goals still to come in the match (h, a) and over the whole match (h0, a0), as a company sees them. */
function inPlayMeans(
  plan: FootballPlan,
  company: OddsCompany,
  s: MatchStateAt,
): { h: number; a: number; h0: number; a0: number } {
  const [h0, a0] = tilt(company, plan.odds.lambda);
  const left = Math.max(0.02, (90 - Math.min(s.minute, 90)) / 90);
  const redFactor = (own: number, theirs: number) => 0.75 ** own * 1.15 ** theirs;
  return {
    h: h0 * left * redFactor(s.homeRed, s.awayRed),
    a: a0 * left * redFactor(s.awayRed, s.homeRed),
    h0,
    a0,
  };
}

/** Index of the last repricing at or before t; -1 before the opening. */
export function oddsIndexAt(plan: FootballPlan, t: number): number {
  const times = plan.odds.times;
  let lo = 0;
  let hi = times.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] ?? 0) <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

function computeMarkets(plan: FootballPlan, company: OddsCompany, k: number): CompanyMarkets {
  const { odds } = plan;
  const at = odds.times[k] ?? plan.kickoff;
  if (k < odds.preMatch && (company.open || company.close)) return replayPreMatch(plan, company, k);
  const m = company.margin;
  if (k < odds.preMatch) {
    // Opening to closing: the expected goals drift from lambda·exp(drift) to lambda.
    const share = odds.preMatch > 1 ? 1 - k / (odds.preMatch - 1) : 0;
    return modelledPreMatch(company, [
      odds.lambda[0] * Math.exp(odds.drift[0] * share),
      odds.lambda[1] * Math.exp(odds.drift[1] * share),
    ]);
  }
  const s = matchStateAt(plan, at);
  const { h, a, h0, a0 } = inPlayMeans(plan, company, s);
  const lead = s.home - s.away;
  const suspended = suspendedAt(plan, at);
  // Late on, or when no line can be priced near evens, 亚盘 and 大小 are closed (封盘, null).
  const late = s.minute > LAST_INPLAY_MINUTE;
  const markets: CompanyMarkets = {
    ya: suspended || late ? null : offered(asianLine(diffDistribution(h, a), m)),
    da:
      suspended || late
        ? null
        : offered(overUnderLine(totalDistribution(h, a, s.home + s.away), s.home + s.away, m)),
    ou: suspended ? null : euroLine(resultProbabilities(lead, h, a), m),
    halfYa: null,
    halfDa: null,
    halfOu: null,
  };
  if (s.state === 1) {
    // A first-half goal or red card closes the 半场 markets too (封盘) until the repricing a minute later, and
    // 半场亚盘 / 半场大小 close when no line prices near evens (late in the half), as the full-time ones do.
    if (!suspended) {
      const firstLeft = Math.max(0.02, (45 - Math.min(45, s.minute)) / 45) * FIRST_HALF_GOAL_SHARE;
      const half = halfMarkets(h0 * firstLeft, a0 * firstLeft, s.home, s.away, m);
      Object.assign(markets, { ...half, halfYa: offered(half.halfYa), halfDa: offered(half.halfDa) });
    }
  } else {
    // The half is over: keep the last first-half quote (not a closed one after a goal just before the break).
    Object.assign(
      markets,
      lastHalfQuotes((j) => marketsAt(plan, company, j), k),
    );
  }
  return markets;
}

/** A company's modelled pre-match quote from the expected goals (home, away) it has drifted to. */
function modelledPreMatch(company: OddsCompany, lambda: readonly [number, number]): CompanyMarkets {
  const [h, a] = tilt(company, lambda);
  const m = company.margin;
  return {
    ya: asianLine(diffDistribution(h, a), m),
    da: overUnderLine(totalDistribution(h, a, 0), 0, m),
    ou: euroLine(resultProbabilities(0, h, a), m),
    ...halfMarkets(h * FIRST_HALF_GOAL_SHARE, a * FIRST_HALF_GOAL_SHARE, 0, 0, m),
  };
}

function halfMarkets(h: number, a: number, home: number, away: number, m: number) {
  return {
    halfYa: asianLine(diffDistribution(h, a), m),
    halfDa: overUnderLine(totalDistribution(h, a, home + away), home + away, m),
    halfOu: euroLine(resultProbabilities(home - away, h, a), m),
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const lerp = (a: number, b: number, share: number) => round2(a + (b - a) * share);

/** Each of a quote's named prices moved `share` of the way from the opening quote to the closing one. */
function pricesBetween<K extends string>(
  from: Record<K, number>,
  to: Record<K, number>,
  share: number,
  prices: readonly K[],
): Record<K, number> {
  return Object.fromEntries(prices.map((p) => [p, lerp(from[p], to[p], share)])) as Record<K, number>;
}

/** A handicap or total between two quotes: its waters in a straight line, a changed line switching half-way. */
function lineBetween<Q extends { line: number } & Record<K, number>, K extends string>(
  from: Q,
  to: Q,
  share: number,
  waters: readonly K[],
): Q {
  if (from.line !== to.line) return share < 0.5 ? from : to;
  return { line: from.line, ...pricesBetween(from, to, share, waters) } as Q;
}

/**
 * A replayed company's pre-match quotes. Each full-time market the file has for the company is real at the
 * opening (its opening column) and at the last pre-match quote (its closing column); a market the file
 * lacks is modelled at that end. The quotes in between move from the opening to the closing value (prices
 * in a straight line, a changed handicap or total switching half-way), so they never leave the real move.
 * Half-time markets are always modelled.
 */
function replayPreMatch(plan: FootballPlan, company: OddsCompany, k: number): CompanyMarkets {
  const last = plan.odds.preMatch - 1;
  const model = (kk: number) => computeMarkets(plan, { ...company, open: undefined, close: undefined }, kk);
  const here = model(k);
  const first = model(0);
  const closing = model(last);
  const from = {
    ya: company.open?.ya ?? first.ya,
    da: company.open?.da ?? first.da,
    ou: company.open?.ou ?? first.ou,
  };
  const to = {
    ya: company.close?.ya ?? closing.ya,
    da: company.close?.da ?? closing.da,
    ou: company.close?.ou ?? closing.ou,
  };
  if (k === 0) return { ...here, ...from };
  if (k === last) return { ...here, ...to };
  const share = k / last;
  return {
    ...here,
    ou: from.ou && to.ou ? pricesBetween(from.ou, to.ou, share, ['home', 'draw', 'away']) : here.ou,
    ya: from.ya && to.ya ? lineBetween(from.ya, to.ya, share, ['home', 'away']) : here.ya,
    da: from.da && to.da ? lineBetween(from.da, to.da, share, ['over', 'under']) : here.da,
  };
}

export function marketsAt(plan: FootballPlan, company: OddsCompany, k: number): CompanyMarkets {
  const key = `${company.id}:${k}`;
  let hit = plan.oddsMemo.get(key);
  if (!hit) {
    hit = computeMarkets(plan, company, k);
    plan.oddsMemo.set(key, hit);
  }
  return hit;
}

/** The last pre-match quote (终盘) once the match has kicked off; null before, or with no pre-match quote. */
function closingMarkets(plan: FootballPlan, company: OddsCompany, t: number): CompanyMarkets | null {
  if (t < plan.kickoff || plan.odds.preMatch === 0) return null;
  return marketsAt(plan, company, plan.odds.preMatch - 1);
}

export function companyOddsAt(plan: FootballPlan, company: OddsCompany, t: number): CompanyOdds {
  const k = Math.max(0, oddsIndexAt(plan, t));
  const quotes = {
    open: marketsAt(plan, company, 0),
    live: marketsAt(plan, company, k),
    close: closingMarkets(plan, company, t),
  };
  return companyOdds(company, quotes, plan.odds.times[k] ?? plan.kickoff);
}

export const allCompanyOdds = (plan: FootballPlan, t: number): CompanyOdds[] =>
  plan.odds.companies.map((c) => companyOddsAt(plan, c, t));

/** The company the list rows and the match header quote: 澳门, or the first a match has. */
const mainCompany = (companies: readonly OddsCompany[]): OddsCompany | undefined =>
  companies.find((c) => c.id === MAIN_COMPANY_ID) ?? companies[0];

/** The main company's closing line for list rows ([D6]); null until kick-off. */
export function mainClosingAt(plan: FootballPlan, t: number): MainOdds | null {
  const company = mainCompany(plan.odds.companies);
  const close = company ? closingMarkets(plan, company, t) : null;
  return close ? { ya: close.ya, da: close.da, ou: close.ou } : null;
}

/**
 * The 终盘 mainClosingAt gives a modelled match (no real prices) once it kicks off, from its expected goals
 * alone: the synthetic 资料库 prices whole seasons, where building each match's plan would cost ≈ 1 ms a match.
 */
export function modelledMainClosing(
  companies: readonly OddsCompany[],
  lambda: readonly [number, number],
): MainOdds | null {
  const company = mainCompany(companies);
  const close = company ? modelledPreMatch(company, lambda) : null;
  return close ? { ya: close.ya, da: close.da, ou: close.ou } : null;
}

export function mainOddsAt(plan: FootballPlan, t: number): MainOdds {
  const company = mainCompany(plan.odds.companies);
  if (!company) return { ya: null, da: null, ou: null };
  const live = marketsAt(plan, company, Math.max(0, oddsIndexAt(plan, t)));
  return { ya: live.ya, da: live.da, ou: live.ou };
}

const MARKETS = ['ya', 'da', 'ou', 'halfYa', 'halfDa', 'halfOu'] as const;

/**
 * The minute an in-play change is listed at: the running minute of [D1] (footballMinute, 1' from kick-off,
 * the one the list row, the events and the commentary print), so a change a goal caused reads the goal's
 * minute; stoppage time reads as its period's 45' / 90', a break as the minutes played.
 */
function historyMinute(s: MatchStateAt, at: number): number {
  const running = footballMinute({ state: s.state, periodStart: s.phase?.periodStart ?? null }, at);
  return running ? running.minute : Math.floor(s.minute);
}

/** Every change of a company's markets up to t, oldest first (the odds pages' 变化 list). */
export function oddsHistory(plan: FootballPlan, company: OddsCompany, t: number): OddsHistoryEntry[] {
  const out: OddsHistoryEntry[] = [];
  const last = oddsIndexAt(plan, t);
  let prev: CompanyMarkets | null = null;
  for (let k = 0; k <= last; k++) {
    const at = plan.odds.times[k] ?? 0;
    const cur = marketsAt(plan, company, k);
    const inPlay = k >= plan.odds.preMatch;
    const s = inPlay ? matchStateAt(plan, at) : null;
    for (const market of MARKETS) {
      const value = cur[market];
      if (!value) continue;
      // After the half a 半场 market only keeps its last first-half quote: nothing new to list.
      if (s && s.state !== 1 && market.startsWith('half')) continue;
      if (prev && JSON.stringify(prev[market]) === JSON.stringify(value)) continue;
      out.push({
        companyId: company.id,
        market,
        at,
        minute: s ? historyMinute(s, at) : null,
        score: s ? `${s.home}-${s.away}` : null,
        value,
      });
    }
    prev = cur;
  }
  return out;
}
