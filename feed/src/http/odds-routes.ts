import {
  type CompanyOdds,
  type DayOdds,
  type Euro1x2,
  type EuroLine,
  euroBreakdown,
  kellyIndexes,
  type Multicap,
  type OddsByType,
  type OddsDetail,
} from '@kuyi/shared';
import { MAIN_COMPANY_ID } from '../catalog/companies.ts';
import type { World } from '../day/world.ts';
import type { FootballPlan, OddsCompany } from '../football/plan-types.ts';
import { footballRowAt } from '../football/row.ts';
import { alternativeLines } from '../odds/alternative-lines.ts';
import { companyOddsAt, oddsHistory } from '../odds/football-odds.ts';
import { dateOf } from '../util/day-time.ts';
import type { footballLive } from './football-live-routes.ts';
import { badParam, dateParam, FeedError, notFound, type Query, requiredId } from './params.ts';

const round2 = (x: number) => Math.round(x * 100) / 100;
const HISTORY_MARKETS = ['ya', 'da', 'ou', 'halfYa', 'halfDa', 'halfOu'] as const;

/** Odds pages: 多盘口, 欧赔 analysis, one company's history, a day's odds, odds by type. */
export function oddsRoutes(world: World, fb: ReturnType<typeof footballLive>) {
  const now = () => world.clock.now();

  const companyOf = (plan: FootballPlan, q: Query, fallback: string | null): OddsCompany | FeedError => {
    const raw = typeof q.companyId === 'string' && q.companyId !== '' ? q.companyId : fallback;
    if (raw === null) return badParam('缺少参数 companyId');
    const c = plan.odds.companies.find((x) => x.id === raw);
    return c ?? notFound('该公司没有开出本场赔率');
  };

  function multicap(q: Query): Multicap | FeedError {
    const plan = fb.findMatch(q);
    if (plan instanceof FeedError) return plan;
    const company = companyOf(
      plan,
      q,
      plan.odds.companies.some((c) => c.id === MAIN_COMPANY_ID)
        ? MAIN_COMPANY_ID
        : (plan.odds.companies[0]?.id ?? null),
    );
    if (company instanceof FeedError) return company;
    return {
      matchId: plan.id,
      companyId: company.id,
      companyName: company.name,
      ...alternativeLines(plan, company, now()),
    };
  }

  function euro1x2(q: Query): Euro1x2 | FeedError {
    const plan = fb.findMatch(q);
    if (plan instanceof FeedError) return plan;
    const t = now();
    const rows = plan.odds.companies.map((c) => companyOddsAt(plan, c, t));
    const avg = (pick: (o: CompanyOdds) => EuroLine | null): EuroLine => {
      const lines = rows.map(pick).filter((x): x is EuroLine => x !== null);
      const mean = (k: keyof EuroLine) =>
        round2(lines.reduce((s, l) => s + l[k], 0) / Math.max(1, lines.length));
      return { home: mean('home'), draw: mean('draw'), away: mean('away') };
    };
    const average = { open: avg((o) => o.ou.open), live: avg((o) => o.ou.live) };
    // One 凯利 for the site: the odds centre's own comparison computes it the same way (kellyIndexes).
    const kelly = kellyIndexes(rows.map((o) => o.ou.live));
    return {
      matchId: plan.id,
      companies: rows.map((o, i) => {
        const live = o.ou.live;
        const b = live ? euroBreakdown(live) : null;
        const k = kelly[i];
        return {
          companyId: o.companyId,
          companyName: o.companyName,
          open: o.ou.open,
          live,
          probability: {
            home: round2((b?.home ?? 0) * 100),
            draw: round2((b?.draw ?? 0) * 100),
            away: round2((b?.away ?? 0) * 100),
          },
          returnRate: round2((b?.returnRate ?? 1) * 100),
          kelly: k
            ? { home: round2(k.home), draw: round2(k.draw ?? 0), away: round2(k.away) }
            : { home: 0, draw: 0, away: 0 },
        };
      }),
      average,
    };
  }

  function detail(q: Query, fixedMarket: 'ou' | null): OddsDetail | FeedError {
    const plan = fb.findMatch(q);
    if (plan instanceof FeedError) return plan;
    const company = companyOf(plan, q, null);
    if (company instanceof FeedError) return company;
    const market = fixedMarket ?? (typeof q.market === 'string' && q.market !== '' ? q.market : 'ya');
    if (!(HISTORY_MARKETS as readonly string[]).includes(market))
      return badParam('参数 market 只能是 ya、da、ou、halfYa、halfDa、halfOu');
    const history = oddsHistory(plan, company, now()).filter((h) => h.market === market);
    return { matchId: plan.id, companyId: company.id, companyName: company.name, market, history };
  }

  function odds2(q: Query): DayOdds | FeedError {
    const t = now();
    const date = dateParam(q, 'date', dateOf(t));
    if (date instanceof FeedError || date === null) return date ?? badParam('缺少参数 date');
    const plans = world.day(date).football;
    // The default is the main company where it prices the day (synthetic), else the company that prices the
    // most matches (replays carry 365 / 平博 / 立博 / 伟德 / Bwin, not 澳门).
    const companyId =
      typeof q.companyId === 'string' && q.companyId !== '' ? q.companyId : defaultCompanyOf(plans);
    const matches = plans
      .map((p) => ({ p, c: p.odds.companies.find((c) => c.id === companyId) }))
      .filter((x): x is { p: FootballPlan; c: OddsCompany } => x.c !== undefined)
      .map(({ p, c }) => ({ match: footballRowAt(p, t), odds: companyOddsAt(p, c, t) }));
    if (matches.length === 0 && plans.length > 0) return notFound('该公司当日没有开出赔率');
    return { date, companyId, matches };
  }

  /** oddsType: 1 亚盘, 2 欧赔 (default, spec §9), 3 大小. */
  function getOdds2ByMatchId(q: Query): OddsByType | FeedError {
    const id = requiredId(q, 'matchId');
    if (id instanceof FeedError) return id;
    const plan = world.football(id);
    if (!plan) return notFound('比赛不存在');
    const raw = typeof q.oddsType === 'string' && q.oddsType !== '' ? q.oddsType : '2';
    if (!/^[123]$/.test(raw)) return badParam('参数 oddsType 只能是 1（亚盘）、2（欧赔）或 3（大小）');
    const oddsType = Number(raw);
    const market = oddsType === 1 ? 'ya' : oddsType === 2 ? 'ou' : 'da';
    const t = now();
    return {
      matchId: id,
      oddsType,
      market,
      companies: plan.odds.companies.map((c) => {
        const o = companyOddsAt(plan, c, t);
        return { companyId: c.id, companyName: c.name, open: o[market].open, live: o[market].live };
      }),
    };
  }

  return {
    multicap,
    euro1x2,
    analyoddsdetail: (q: Query) => detail(q, null),
    eurodetail: (q: Query) => detail(q, 'ou'),
    odds2,
    getOdds2ByMatchId,
  };
}

/**
 * The company odds2 shows without companyId: the main one if it prices any match of the day, else the one
 * pricing the most matches (ties: the first listed, 365 in a replay).
 */
export function defaultCompanyOf(plans: readonly FootballPlan[]): string {
  const counts = new Map<string, number>();
  for (const p of plans) for (const c of p.odds.companies) counts.set(c.id, (counts.get(c.id) ?? 0) + 1);
  if (counts.has(MAIN_COMPANY_ID) || counts.size === 0) return MAIN_COMPANY_ID;
  let best = MAIN_COMPANY_ID;
  let most = 0;
  for (const [id, count] of counts)
    if (count > most) {
      best = id;
      most = count;
    }
  return best;
}
