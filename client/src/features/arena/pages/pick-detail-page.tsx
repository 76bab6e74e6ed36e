import type { ArenaPick } from '@kuyi/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { beijingDateTime } from '../../../lib/time/beijing-date.ts';
import { arenaApi } from '../api/arena-api.ts';
import { useApi, useReader } from '../api/use-api.ts';
import { LoadedView } from '../components/loaded.tsx';
import { PickCard } from '../components/pick-card.tsx';
import '../arena.css';

/** /blank/arena/recommeDetail?id= and /recommendation/recommendation?id=: one pick with its frozen record. */
export default function PickDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? params.get('recommendId'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const { state } = useApi(
    () =>
      valid ? arenaApi.detail(id) : Promise.resolve({ ok: false as const, code: 400, msg: '推荐编号不正确' }),
    String(id),
  );
  // The pick as the buy answered it, for the reader who bought it only (a logout must not leave it shown).
  const reader = useReader();
  const [boughtBy, setBoughtBy] = useState<{ reader: string; pick: ArenaPick } | null>(null);
  const bought = boughtBy?.reader === reader ? boughtBy.pick : null;
  const setBought = (pick: ArenaPick) => setBoughtBy({ reader, pick });
  return (
    <div className="arena arena-detail">
      <h1 className="arena-h">推荐详情</h1>
      <LoadedView state={state}>
        {(loaded) => {
          const pick = bought ?? loaded;
          return (
            <>
              <PickCard pick={pick} onChange={setBought} isDetail />
              <dl className="arena-record">
                <dt>发布时间</dt>
                <dd>{beijingDateTime(pick.publishedAt)}</dd>
                <dt>开赛时间</dt>
                <dd>{beijingDateTime(pick.kickoff)}</dd>
                <dt>内容指纹（SHA-256）</dt>
                <dd className="arena-hash">{pick.contentHash}</dd>
                {pick.hashSalt ? (
                  <>
                    {/* Hashed with the pick: whoever reads the pick can recompute the fingerprint. */}
                    <dt>指纹盐值</dt>
                    <dd className="arena-hash">{pick.hashSalt}</dd>
                  </>
                ) : null}
                <dt>结算</dt>
                <dd>
                  {pick.status === 'pending'
                    ? '比赛结束后自动结算'
                    : pick.status === 'void'
                      ? '比赛取消或腰斩，推荐作废，购买费用已退回'
                      : `全场 ${pick.homeScore}:${pick.awayScore}`}
                </dd>
                {pick.refund && (
                  <>
                    <dt>我的购买</dt>
                    <dd className="arena-refund" data-testid="arena-refund">
                      已退款 {pick.chargeMoney.toFixed(2)}球币（{pick.refund.memo}）
                    </dd>
                  </>
                )}
              </dl>
              <p>
                <Link to={`/blank/arena/personInfo?userId=${pick.userId}`}>
                  查看 {pick.userName} 的全部推荐
                </Link>
              </p>
            </>
          );
        }}
      </LoadedView>
    </div>
  );
}
