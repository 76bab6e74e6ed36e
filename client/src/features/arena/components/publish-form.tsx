import { type ArenaPick, ODDS_MARKET_LABEL, type PickMarket, type PickSelection } from '@kuyi/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import LoadError from '../../../components/load-error.tsx';
import { showToast } from '../../../lib/toast.ts';
import { isLoginAtom, isShowLoginBoxAtom } from '../../../state/user-atoms.ts';
import { arenaApi } from '../api/arena-api.ts';
import { useApi } from '../api/use-api.ts';
import { kickoffText, selectionLabel } from '../arena-labels.ts';

/** A paid pick's price: 0.01–100 球币 with at most two decimals (the gateway's own bounds). */
const PRICE_RE = /^(100(\.0{1,2})?|[1-9]\d?(\.\d{1,2})?|0\.(0[1-9]|[1-9]\d?))$/;
const PRICE_MSG = '付费推荐的价格为0.01-100球币，最多两位小数';

/**
 * 发布推荐 for one match. The lines and prices shown are the gateway's live ones; the form sends only the
 * market and side — the gateway takes the line and price itself at the moment of publishing.
 */
export function PublishForm({
  matchId,
  onPublished,
  onClosed,
}: {
  matchId: string;
  onPublished?: (p: ArenaPick) => void;
  /** The gateway says the match has kicked off (a list read earlier still offered it). */
  onClosed?: () => void;
}) {
  const isLogin = useAtomValue(isLoginAtom);
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  const { state, reload } = useApi(() => arenaApi.quote(matchId), matchId);
  const [market, setMarket] = useState<PickMarket>('ya');
  const [selection, setSelection] = useState<PickSelection | null>(null);
  const [reason, setReason] = useState('');
  const [paid, setPaid] = useState(false);
  const [money, setMoney] = useState('1');
  const [busy, setBusy] = useState(false);
  const closed = state.status === 'ready' && !state.data.open;
  useEffect(() => {
    if (closed) onClosed?.();
  }, [closed, onClosed]);

  if (state.status === 'loading') return <p className="arena-state">正在读取盘口…</p>;
  // A failed read (500, network) offers 重试; before, a dropped connection left only a reload of the page.
  if (state.status === 'error') return <LoadError msg={state.msg} onRetry={state.retry} />;
  const { match, open, options } = state.data;
  if (!open) return <p className="arena-state">比赛已开赛，不能发布推荐</p>;
  const markets = (['ya', 'da', 'ou'] as const).filter((m) => options.some((o) => o.market === m));
  if (markets.length === 0) return <p className="arena-state">该比赛暂无盘口，不能发布推荐</p>;
  const current = markets.includes(market as (typeof markets)[number]) ? market : (markets[0] ?? 'ya');
  const choices = options.filter((o) => o.market === current);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!isLogin) {
      showLogin(true);
      return;
    }
    if (!selection) {
      showToast('请选择推荐选项', 'error');
      return;
    }
    // 付费 with the price left empty (or 0) would go out as chargeMoney 0: a free pick the author did not ask for.
    if (paid && !PRICE_RE.test(money.trim())) {
      showToast(PRICE_MSG, 'error');
      return;
    }
    setBusy(true);
    const res = await arenaApi.publish({
      matchId,
      market: current,
      selection,
      reason,
      chargeMoney: paid ? Number(money) : 0,
    });
    setBusy(false);
    showToast(res.msg, res.ok ? 'success' : 'error');
    if (res.ok) {
      setReason('');
      setSelection(null);
      onPublished?.(res.data);
    } else reload();
  };

  return (
    // noValidate: the price gets our message in the site's voice, not the browser's bubble.
    <form className="arena-publish" onSubmit={submit} aria-label="发布推荐" noValidate>
      <p className="arena-publish-match">
        {match.leagueName} {kickoffText(match.kickoff)} <strong>{match.homeName}</strong> vs{' '}
        <strong>{match.awayName}</strong>
      </p>
      <div className="arena-tabs" role="tablist">
        {markets.map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={m === current}
            className={m === current ? 'active' : ''}
            onClick={() => {
              setMarket(m);
              setSelection(null);
            }}
          >
            {ODDS_MARKET_LABEL[m]}
          </button>
        ))}
      </div>
      <fieldset className="arena-choices">
        <legend>选择推荐（即时盘口）</legend>
        {choices.map((o) => (
          <label key={o.selection} className={selection === o.selection ? 'checked' : ''}>
            <input
              type="radio"
              name="selection"
              value={o.selection}
              checked={selection === o.selection}
              onChange={() => setSelection(o.selection)}
            />
            {selectionLabel(o, match)} <span className="arena-price">@{o.price.toFixed(2)}</span>
          </label>
        ))}
      </fieldset>
      <label className="arena-field">
        推荐理由
        <textarea
          maxLength={500}
          rows={4}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="最多500字"
        />
      </label>
      <div className="arena-field arena-charge">
        <label>
          <input type="radio" name="charge" checked={!paid} onChange={() => setPaid(false)} /> 免费
        </label>
        <label>
          <input type="radio" name="charge" checked={paid} onChange={() => setPaid(true)} /> 付费
        </label>
        {paid && (
          <label>
            价格
            <input
              type="number"
              min="0.01"
              max="100"
              step="0.01"
              value={money}
              onChange={(e) => setMoney(e.target.value)}
              aria-label="价格（球币）"
            />
            球币
          </label>
        )}
      </div>
      <p className="arena-hint">发布后推荐即被锁定，不能修改；盘口和赔率以发布时刻服务器记录为准。</p>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? '发布中…' : '发布推荐'}
      </button>
    </form>
  );
}
