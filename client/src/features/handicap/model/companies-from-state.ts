import { type ChannelState, type CompanyOdds, companyOddsSchema, ODDS_COMPANIES } from '@kuyi/shared';

const RANK = new Map<string, number>(ODDS_COMPANIES.map((c, i) => [c.id, i]));

/**
 * The companies of an `odds:{sport}:{id}` channel ([P2]: one entity per company), in the site's usual
 * order (澳门 first). An entity that does not read as a company is left out rather than breaking the table.
 */
export function companiesFromState(state: ChannelState): CompanyOdds[] {
  const out: CompanyOdds[] = [];
  for (const entity of Object.values(state)) {
    const parsed = companyOddsSchema.safeParse(entity);
    if (parsed.success) out.push(parsed.data);
  }
  return inSiteOrder(out);
}

/** Companies in the site's usual order (澳门 first, unknown ones last by id). */
export function inSiteOrder(companies: readonly CompanyOdds[]): CompanyOdds[] {
  const rank = (c: CompanyOdds) => RANK.get(c.companyId) ?? RANK.size;
  return [...companies].sort((a, b) => rank(a) - rank(b) || a.companyId.localeCompare(b.companyId));
}
