import { basketballScheduleOddsSchema, dayOddsSchema, type Sport } from '@kuyi/shared';
import { type ApiResult, requestJson } from '../../../lib/http/request-json.ts';
import { companyLines, type RowLines } from '../model/list-odds.ts';

export type CompanyLinesById = ReadonlyMap<string, RowLines>;

const BAD_DATA = { ok: false as const, code: 502, msg: '赔率数据格式异常，请稍后再试' };

/**
 * One company's lines for every match of a day, for the list's company switch: football reads `odds2`
 * (any day), basketball `scheduleAddOdds` (the live day, every company at once).
 */
export async function fetchCompanyOdds(
  sport: Sport,
  date: string,
  companyId: string,
  signal?: AbortSignal,
): Promise<ApiResult<CompanyLinesById>> {
  if (sport === 'football') {
    const q = new URLSearchParams({ date, companyId });
    const res = await requestJson<unknown>(`/sc/api/football/odds2?${q}`, {}, signal);
    if (!res.ok) return res;
    const parsed = dayOddsSchema.safeParse(res.data);
    if (!parsed.success) return BAD_DATA;
    const lines = new Map(parsed.data.matches.map((m) => [m.match.id, companyLines(m.odds)]));
    return { ok: true, data: lines, msg: res.msg };
  }
  const res = await requestJson<unknown>('/sc/api/basketball/scheduleAddOdds?userId=0', {}, signal);
  if (!res.ok) return res;
  const parsed = basketballScheduleOddsSchema.safeParse(res.data);
  if (!parsed.success) return BAD_DATA;
  const lines = new Map<string, RowLines>();
  for (const { match, companies } of parsed.data.matches) {
    const company = companies.find((c) => c.companyId === companyId);
    if (company) lines.set(match.id, companyLines(company));
  }
  return { ok: true, data: lines, msg: res.msg };
}
