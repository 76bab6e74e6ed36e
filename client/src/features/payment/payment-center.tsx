import { REMINDER_CAP } from '@kuyi/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import LoadError from '../../components/load-error.tsx';
import { beijingDay } from '../../lib/time/beijing-date.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import { LoginRequired } from '../auth/components/login-required.tsx';
import { walletApi } from '../wallet/api/wallet-api.ts';
import { CHANNEL_NAME, type Checkout, OrderBox, useCheckout } from './checkout.tsx';
import { PayOrders } from './pay-orders.tsx';
import { type MemberInfo, type Packages, type PayChannel, paymentApi } from './payment-api.ts';
import './payment.css';
import ConfirmDialog from '../auth/components/confirm-dialog.tsx';

const newRequestId = () => `vip-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * /payment, /userarea/foreRecharge and /forecastArea/foreRecharge (spec §2, issue 16): 球币 packages and VIP,
 * paid by Alipay or WeChat Pay. An order shows its QR code (and, in development, a link to the sandbox) and is
 * polled until it is credited or closed; the balance is read again when it is.
 */
export default function PaymentCenter() {
  // The page's open order belongs to the user who made it. A session that ends and comes back as the same user
  // keeps it (the poll waits for that login); another user logging in on this page starts afresh, rather than
  // seeing, polling and paying the previous user's QR code.
  const user = useAtomValue(userInfoAtom);
  const [owner, setOwner] = useState<string | null>(null);
  if (user && user.id !== owner) setOwner(user.id);
  return <PaymentPage key={owner ?? ''} />;
}

function PaymentPage() {
  const isLogin = useAtomValue(isLoginAtom);
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  // The tab lives in the address: 个人中心's 开通VIP links to ?tab=vip, and a reload keeps it.
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'vip' ? 'vip' : 'recharge';
  const setTab = (next: 'recharge' | 'vip') =>
    setParams(next === 'vip' ? { tab: 'vip' } : {}, { replace: true, preventScrollReset: true });
  const [packages, setPackages] = useState<Packages | null>(null);
  const [loadError, setLoadError] = useState('');
  const [qiubi, setQiubi] = useState<number | null>(null);
  const [reload, setReload] = useState(0);

  const [packagesRead, setPackagesRead] = useState(0);
  useEffect(() => {
    void packagesRead;
    const ctl = new AbortController();
    setLoadError('');
    paymentApi
      .packages(ctl.signal)
      .then((r) => (r.ok ? setPackages(r.data) : setLoadError(r.msg)))
      .catch(() => undefined);
    return () => ctl.abort();
  }, [packagesRead]);

  useEffect(() => {
    if (!isLogin) return;
    const ctl = new AbortController();
    walletApi
      .total('qiubi', ctl.signal)
      .then((r) => r.ok && setQiubi(r.data.total))
      .catch(() => undefined);
    return () => ctl.abort();
  }, [isLogin, reload]);

  const refresh = useCallback(() => setReload((n) => n + 1), []);
  const [orders, setOrders] = useState(0);
  const ordersChanged = useCallback(() => setOrders((n) => n + 1), []);
  // One open payment for the whole page (both tabs and 充值记录's 继续支付): one QR code, one poll.
  const checkout = useCheckout(refresh, ordersChanged);

  // Back from paying on this phone ([PAY9]): the pay button left `?orderNo=` in the address (and the sandbox's
  // 返回充值中心 links to it). The order the page was opened with is read once logged in, then dropped from the
  // address, so a reload or a new order does not bring it back. Only the arrival's: the button's own `?orderNo=`,
  // written as the fan leaves, is for coming back to.
  const [returnedTo] = useState(() => params.get('orderNo'));
  const returnRead = useRef(false);
  const { returned } = checkout;
  useEffect(() => {
    if (!isLogin || !returnedTo || returnRead.current) return;
    returnRead.current = true;
    returned(returnedTo);
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('orderNo');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [isLogin, returnedTo, returned, setParams]);

  if (!isLogin) {
    return (
      <section className="payment-center payment-login">
        <h1>充值中心</h1>
        <LoginRequired>
          <p>请先登录后再充值</p>
          <button type="button" className="btn btn-primary" onClick={() => showLogin(true)}>
            登录
          </button>
        </LoginRequired>
      </section>
    );
  }
  return (
    <section className="payment-center">
      <header className="payment-head">
        <h1>充值中心</h1>
        <p className="payment-balance">
          球币余额：<strong data-testid="qiubi-balance">{qiubi === null ? '—' : qiubi.toFixed(2)}</strong>
        </p>
      </header>
      <div className="payment-tabs" role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'recharge'}
          onClick={() => setTab('recharge')}
        >
          球币充值
        </button>
        <button type="button" role="tab" aria-selected={tab === 'vip'} onClick={() => setTab('vip')}>
          开通VIP
        </button>
      </div>
      {loadError && <LoadError msg={loadError} onRetry={() => setPackagesRead((n) => n + 1)} />}
      {!packages && !loadError && <p>加载中…</p>}
      {packages && tab === 'recharge' && <RechargePanel packages={packages} checkout={checkout} />}
      {packages && tab === 'vip' && (
        <VipPanel packages={packages} onChanged={refresh} checkout={checkout} reload={reload} />
      )}
      <PayOrders version={orders + reload} sandbox={packages?.sandbox ?? false} checkout={checkout} />
    </section>
  );
}

function ChannelPicker(props: {
  channels: PayChannel[];
  value: PayChannel;
  onChange: (c: PayChannel) => void;
}) {
  return (
    <div className="pay-channels" role="radiogroup" aria-label="支付方式">
      {props.channels.map((c) => (
        <label key={c} className={props.value === c ? 'active' : ''}>
          <input type="radio" name="channel" checked={props.value === c} onChange={() => props.onChange(c)} />
          {CHANNEL_NAME[c]}
        </label>
      ))}
    </div>
  );
}

function RechargePanel({ packages, checkout }: { packages: Packages; checkout: Checkout }) {
  const [picked, setPicked] = useState(packages.recharge[0]?.packageId ?? '');
  const [channel, setChannel] = useState<PayChannel>(packages.channels[0] ?? 'alipay');
  return (
    <div className="recharge-panel">
      <fieldset className="pay-packages">
        <legend className="sr-only">充值套餐</legend>
        {packages.recharge.map((p) => (
          <button
            key={p.packageId}
            type="button"
            aria-pressed={picked === p.packageId}
            className={picked === p.packageId ? 'pay-package active' : 'pay-package'}
            onClick={() => setPicked(p.packageId)}
          >
            <span className="pay-package-title">{p.title}</span>
            <span className="pay-package-price">¥{p.amount}</span>
            {p.bonus && <span className="pay-package-bonus">{p.bonus}</span>}
          </button>
        ))}
      </fieldset>
      <ChannelPicker channels={packages.channels} value={channel} onChange={setChannel} />
      <button
        type="button"
        className="btn btn-primary pay-submit"
        disabled={checkout.busy || !picked}
        onClick={() => checkout.start(channel, picked)}
      >
        立即支付
      </button>
      <OrderBox checkout={checkout} sandbox={packages.sandbox} at={NEW_ORDER} />
    </div>
  );
}

const NEW_ORDER = { kind: 'new' } as const;

function VipPanel(props: { packages: Packages; onChanged: () => void; checkout: Checkout; reload: number }) {
  const { packages, onChanged, checkout, reload } = props;
  const [info, setInfo] = useState<MemberInfo | null>(null);
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // The plan 球币开通 was pressed for: spending 球币 waits for 确定.
  const [asking, setAsking] = useState<(typeof packages.vip)[number] | null>(null);
  const [channel, setChannel] = useState<PayChannel>(packages.channels[0] ?? 'alipay');
  const setUser = useSetAtom(userInfoAtom);
  const user = useAtomValue(userInfoAtom);
  const showLogin = useSetAtom(isShowLoginBoxAtom);

  // A failed read says so with 重试, rather than 加载中… for ever.
  const [infoError, setInfoError] = useState('');
  const [infoRead, setInfoRead] = useState(0);
  useEffect(() => {
    void reload;
    void infoRead;
    const ctl = new AbortController();
    setInfoError('');
    paymentApi
      .member(ctl.signal)
      .then((r) => {
        if (!r.ok) return setInfoError(r.msg || '会员信息加载失败');
        setInfo(r.data);
        if (user && user.isVip !== r.data.isVip) setUser({ ...user, isVip: r.data.isVip });
      })
      .catch(() => undefined);
    return () => ctl.abort();
  }, [reload, infoRead, user, setUser]);

  // One way of paying at a time: a 球币 answer (余额不足) and an order's QR code never show together.
  // A buy whose answer was lost (网络异常, a 5xx) may have been spent: trying that plan again sends the same
  // requestId, which the gateway spends once. Only a definite answer lets the next press be a new purchase.
  const unanswered = useRef(new Map<string, string>());
  const buyWithQiubi = async (planId: string) => {
    setBusy(true);
    setMsg(null);
    checkout.reset();
    const requestId = unanswered.current.get(planId) ?? newRequestId();
    unanswered.current.set(planId, requestId);
    const r = await paymentApi.buyVip(planId, requestId);
    if (r.ok || (r.code >= 400 && r.code < 500)) unanswered.current.delete(planId);
    setBusy(false);
    setMsg({ ok: r.ok, text: r.msg });
    if (r.ok) onChanged();
    // The session ended: the login box, as the order poll opens it.
    else if (r.code === 401) showLogin(true);
  };

  // VIP granted with no end date: the server sells such a fan no plan, so none is offered.
  const forever = info?.isVip === true && info.vipUntil === null;
  return (
    <div className="vip-panel">
      {infoError && info === null && <LoadError msg={infoError} onRetry={() => setInfoRead((n) => n + 1)} />}
      <div className="vip-status" data-testid="vip-status">
        {info === null
          ? infoError
            ? ''
            : '加载中…'
          : info.isVip
            ? info.vipUntil
              ? `VIP会员，有效期至 ${beijingDay(info.vipUntil)}`
              : '永久VIP会员'
            : '您还不是VIP会员'}
      </div>
      <ul className="vip-benefits">
        <li>专属VIP标识</li>
        <li>
          AI提醒订阅上限 {REMINDER_CAP.vip} 项（普通用户 {REMINDER_CAP.free} 项）
        </li>
      </ul>
      {forever && <p className="vip-forever">您已是永久会员，无需开通</p>}
      {!forever && <ChannelPicker channels={packages.channels} value={channel} onChange={setChannel} />}
      <div className="vip-plans">
        {!forever &&
          packages.vip.map((p) => (
            <div key={p.packageId} className="vip-plan">
              <strong>{p.title}</strong>
              <span>
                {p.days}天 · ¥{p.amount} 或 {p.amount} 球币
              </span>
              <div className="vip-plan-actions">
                <button type="button" className="btn" disabled={busy} onClick={() => setAsking(p)}>
                  球币开通
                </button>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={checkout.busy}
                  onClick={() => {
                    setMsg(null);
                    checkout.start(channel, p.packageId);
                  }}
                >
                  {CHANNEL_NAME[channel]}开通
                </button>
              </div>
            </div>
          ))}
      </div>
      {asking && (
        <ConfirmDialog
          text={`确定花费 ${asking.amount} 球币开通${asking.title}？`}
          onCancel={() => setAsking(null)}
          onOk={() => {
            setAsking(null);
            void buyWithQiubi(asking.packageId);
          }}
        />
      )}
      {msg && <p className={msg.ok ? 'pay-ok' : 'field-error'}>{msg.text}</p>}
      <OrderBox checkout={checkout} sandbox={packages.sandbox} at={NEW_ORDER} />
    </div>
  );
}
