import { type ArenaPick, ODDS_MARKET_LABEL, WALLET_MSG } from '@kuyi/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { showToast } from '../../../lib/toast.ts';
import { isLoginAtom, isShowLoginBoxAtom } from '../../../state/user-atoms.ts';
import ConfirmDialog from '../../auth/components/confirm-dialog.tsx';
import { arenaApi } from '../api/arena-api.ts';
import { useReader } from '../api/use-api.ts';
import { kickoffText, selectionLabel, statusLabel } from '../arena-labels.ts';
import { ModelBadge } from './model-badge.tsx';

interface Props {
  pick: ArenaPick;
  /** Called with the pick as it is after a buy, so lists can show the content at once. */
  onChange?: (pick: ArenaPick) => void;
  /** Hide the match line on a match's own page. */
  hideMatch?: boolean;
  /** On the pick's own page: 详情 would link to the page already open. */
  isDetail?: boolean;
}

/** One pick: author, match, market and line, result once settled; a paid pick's reason stays locked until bought. */
export function PickCard({ pick, onChange, hideMatch, isDetail }: Props) {
  const isLogin = useAtomValue(isLoginAtom);
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  const [busy, setBusy] = useState(false);
  // 点赞 counts once per user on the server; the count the button's own 赞 returned, until the list reloads.
  const [likedCount, setLikedCount] = useState<number | null>(null);
  const liked = pick.liked || likedCount !== null;
  const [liking, setLiking] = useState(false);
  const resultClass = pick.status === 'settled' ? `arena-result arena-result-${pick.result}` : 'arena-result';

  // Spending 球币 asks first, in the site's own dialog: the browser's confirm box is unbranded.
  const [asking, setAsking] = useState(false);
  // 球币余额不足 stays beside the buy button with a way to top up; a toast would leave the fan nowhere to go.
  const [broke, setBroke] = useState('');
  const askToBuy = () => {
    if (!isLogin) {
      showLogin(true);
      return;
    }
    setAsking(true);
  };
  const buy = async () => {
    setAsking(false);
    setBusy(true);
    const res = await arenaApi.buy(pick.id);
    setBusy(false);
    if (!res.ok && res.msg === WALLET_MSG.insufficientQiubi) {
      setBroke(res.msg);
      return;
    }
    setBroke('');
    showToast(res.msg, res.ok ? 'success' : 'error');
    if (res.ok) onChange?.(res.data);
  };

  const like = async () => {
    if (!isLogin) {
      showLogin(true);
      return;
    }
    setLiking(true);
    const res = await arenaApi.like(pick.id);
    setLiking(false);
    if (!res.ok) {
      showToast(res.msg, 'error');
      return;
    }
    setLikedCount(res.data.likes);
  };

  return (
    <article className="arena-pick" data-testid="arena-pick" data-pick-id={pick.id}>
      <header className="arena-pick-head">
        <Link to={`/blank/arena/personInfo?userId=${pick.userId}`} className="arena-author">
          {pick.userName}
        </Link>
        <ModelBadge isModel={pick.isModel} userName={pick.userName} />
        {pick.isCharge && (
          <span className="arena-badge arena-badge-paid">{pick.chargeMoney.toFixed(2)}球币</span>
        )}
        <span className={resultClass} data-testid="arena-pick-status">
          {statusLabel(pick)}
        </span>
      </header>
      {!hideMatch && (
        <p className="arena-match">
          <span className="arena-league">{pick.leagueName}</span> {kickoffText(pick.kickoff)}{' '}
          <Link to={`/livedetail/football/${pick.matchId}/recommend`}>
            {pick.homeName} vs {pick.awayName}
          </Link>
          {pick.homeScore !== null && (
            <strong className="arena-score">
              {' '}
              {pick.homeScore}:{pick.awayScore}
            </strong>
          )}
        </p>
      )}
      <p className="arena-choice">
        <span className="arena-market">{ODDS_MARKET_LABEL[pick.market]}</span>
        {pick.selection !== null && pick.price !== null ? (
          <>
            <strong>{selectionLabel({ ...pick, selection: pick.selection }, pick)}</strong>
            <span className="arena-price">@{pick.price.toFixed(2)}</span>
          </>
        ) : (
          // A paid pick's side is what its buyers pay for: until bought (or settled) only the market shows.
          <strong className="arena-sealed">购买后可见</strong>
        )}
      </p>
      {pick.reason !== null ? (
        pick.reason ? (
          // The gateway stores the reason through an allow-list sanitizer (text, <br>, <b>, <em> only).
          <p className="arena-reason" dangerouslySetInnerHTML={{ __html: pick.reason }} />
        ) : null
      ) : pick.onSale ? (
        <div className="arena-locked">
          <span>付费推荐，购买后查看推荐选项与理由（已有{pick.buyers}人购买）</span>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={askToBuy}>
            {busy ? '购买中…' : `${pick.chargeMoney.toFixed(2)}球币查看`}
          </button>
          {broke && (
            <span className="arena-broke" role="alert">
              {broke} <Link to="/payment">去充值</Link>
            </span>
          )}
          {asking && (
            <ConfirmDialog
              text={`确定花费 ${pick.chargeMoney.toFixed(2)} 球币查看该推荐？`}
              onOk={() => void buy()}
              onCancel={() => setAsking(false)}
            />
          )}
        </div>
      ) : (
        // Kicked off: the gateway would refuse the buy (比赛已开始或已结算，不能购买), so none is offered.
        <div className="arena-locked">
          <span>付费推荐，比赛已开赛，停止售卖，结算后公开（已有{pick.buyers}人购买）</span>
        </div>
      )}
      <footer className="arena-pick-foot">
        <span>发布于 {kickoffText(pick.publishedAt)}</span>
        <span title="推荐发布后锁定，内容指纹可用于核对未被修改">指纹 {pick.contentHash.slice(0, 12)}</span>
        <button
          type="button"
          className="arena-like"
          aria-label="点赞"
          aria-pressed={liked}
          disabled={liking || liked}
          onClick={() => void like()}
        >
          赞 {likedCount ?? pick.likes}
        </button>
        {!isDetail && <Link to={`/blank/arena/recommeDetail?id=${pick.id}`}>详情</Link>}
      </footer>
    </article>
  );
}

/** A list of picks with its own empty text; keeps bought picks in place. */
export function PickList({
  picks,
  empty,
  hideMatch,
}: {
  picks: ArenaPick[];
  empty: string;
  hideMatch?: boolean;
}) {
  // Picks as a buy or a 赞 answered them, for the reader who did it only.
  const reader = useReader();
  const [changedBy, setChangedBy] = useState<{ reader: string; picks: Record<number, ArenaPick> }>({
    reader,
    picks: {},
  });
  const changed = changedBy.reader === reader ? changedBy.picks : {};
  const setChanged = (next: ArenaPick) =>
    setChangedBy((prev) => ({
      reader,
      picks: { ...(prev.reader === reader ? prev.picks : {}), [next.id]: next },
    }));
  if (picks.length === 0) return <p className="arena-empty">{empty}</p>;
  return (
    <div className="arena-picks">
      {picks.map((p) => (
        <PickCard key={p.id} pick={changed[p.id] ?? p} hideMatch={hideMatch} onChange={setChanged} />
      ))}
    </div>
  );
}
