import { AGREEMENT_MSG, type Agreement, type AgreementId } from '@kuyi/shared';
import { type ApiResult, requestJson } from '../../../lib/http/request-json.ts';

/** One agreement by id through getAgreementList (spec §7), whose `data` is a list. */
export async function getAgreement(id: AgreementId, signal?: AbortSignal): Promise<ApiResult<Agreement>> {
  const res = await requestJson<Agreement[]>(
    `/api/user/agreement/getAgreementList?agreementId=${encodeURIComponent(id)}`,
    {},
    signal,
  );
  if (!res.ok) return res;
  const found = Array.isArray(res.data) ? res.data.find((a) => a.agreementId === id) : undefined;
  return found
    ? { ok: true, data: found, msg: res.msg }
    : { ok: false, code: 404, msg: AGREEMENT_MSG.notFound };
}
