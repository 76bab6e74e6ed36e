import { type OddsHistoryEntry, oddsDetailSchema } from '@kuyi/shared';
import { type ApiResult, requestJson } from '../../../lib/http/request-json.ts';
import type { MarketKey } from '../model/market-cells.ts';

/**
 * One company's changes of one market (football only): 欧赔 from `eurodetail`, every other market
 * (including 半场欧赔, `halfOu`) from `analyoddsdetail`. Oldest first, as the feed sends them. `revision`
 * (the company's `updatedAt`) goes into the address: the gateway caches /sc/api answers by URL for a couple of
 * seconds, and the re-read after a move otherwise got the answer from just before it, the new step missing
 * until the next move, hours away before kick-off.
 */
export async function fetchOddsHistory(
  matchId: string,
  companyId: string,
  market: MarketKey,
  signal?: AbortSignal,
  revision?: number,
): Promise<ApiResult<OddsHistoryEntry[]>> {
  const q = new URLSearchParams({ matchId, companyId });
  if (market !== 'ou') q.set('market', market);
  if (revision !== undefined) q.set('v', String(revision));
  const path = market === 'ou' ? 'eurodetail' : 'analyoddsdetail';
  const res = await requestJson<unknown>(`/sc/api/football/${path}?${q}`, {}, signal);
  if (!res.ok) return res;
  const parsed = oddsDetailSchema.safeParse(res.data);
  if (!parsed.success) return { ok: false, code: 502, msg: '赔率数据格式异常，请稍后再试' };
  return { ok: true, data: parsed.data.history, msg: res.msg };
}
