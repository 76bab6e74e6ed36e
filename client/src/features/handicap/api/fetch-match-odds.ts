import { basketballScheduleOddsSchema, type CompanyOdds, oddsChangeSchema, type Sport } from '@kuyi/shared';
import { type ApiResult, requestJson } from '../../../lib/http/request-json.ts';
import { inSiteOrder } from '../model/companies-from-state.ts';

/**
 * Every company's odds of one match, in the site's order, read once where the live channel does not hold
 * the match (an earlier day's finished match): football's [F4] `odds?matchId=`, basketball's
 * `scheduleAddOdds?matchId=` (the one game of any day).
 */
export async function fetchMatchOdds(
  sport: Sport,
  matchId: string,
  signal?: AbortSignal,
): Promise<ApiResult<CompanyOdds[]>> {
  const q = new URLSearchParams(sport === 'football' ? { matchId } : { userId: '0', matchId });
  const path = sport === 'football' ? '/sc/api/football/odds' : '/sc/api/basketball/scheduleAddOdds';
  const res = await requestJson<unknown>(`${path}?${q}`, {}, signal);
  if (!res.ok) return res;
  if (sport === 'basketball') {
    const parsed = basketballScheduleOddsSchema.safeParse(res.data);
    if (!parsed.success) return { ok: false, code: 502, msg: '赔率数据格式异常，请稍后再试' };
    const game = parsed.data.matches.find((m) => m.match.id === matchId);
    return { ok: true, data: inSiteOrder(game?.companies ?? []), msg: res.msg };
  }
  const parsed = oddsChangeSchema.safeParse(res.data);
  if (!parsed.success) return { ok: false, code: 502, msg: '赔率数据格式异常，请稍后再试' };
  const match = parsed.data.matches.find((m) => m.matchId === matchId);
  return { ok: true, data: inSiteOrder(match?.companies ?? []), msg: res.msg };
}
