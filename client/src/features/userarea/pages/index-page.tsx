import { REMINDER_CAP } from '@kuyi/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import LoadError from '../../../components/load-error.tsx';
import { beijingDay } from '../../../lib/time/beijing-date.ts';
import { paymentApi } from '../../payment/payment-api.ts';
import { ProfileCard } from '../components/profile-card.tsx';
import { useMyInfo } from '../use-my-info.ts';

/** /userarea: who I am at a glance, with the account's security state. */
export default function IndexPage() {
  const { state, reload } = useMyInfo();
  // The profile says only isVip; until when (the member call's vipUntil) is what a VIP deciding on 续费 needs.
  const isVip = state.status === 'ready' && state.info.isVip;
  // undefined until the member call answers; null then means VIP for good (nothing to renew).
  const [vipUntil, setVipUntil] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!isVip) return;
    const ctl = new AbortController();
    paymentApi
      .member(ctl.signal)
      .then((r) => r.ok && setVipUntil(r.data.vipUntil))
      .catch(() => undefined);
    return () => ctl.abort();
  }, [isVip]);
  if (state.status === 'loading') return <p>加载中…</p>;
  if (state.status === 'error')
    return <LoadError msg={state.msg || '加载失败，请稍后再试'} onRetry={reload} />;
  const u = state.info;
  return (
    <div className="userarea-index">
      <ProfileCard user={u} />
      <dl className="account-safety">
        <dt>绑定手机</dt>
        <dd>
          {u.phone} <Link to="/userarea/setPhone">更换</Link>
        </dd>
        <dt>登录密码</dt>
        <dd>
          已设置 <Link to="/userarea/password">修改</Link>
        </dd>
        <dt>实名认证</dt>
        <dd>
          {u.realNameStatus ? `已认证（${u.realName}）` : <Link to="/userarea/realname">未认证，去认证</Link>}
        </dd>
        <dt>注册时间</dt>
        <dd>{beijingDay(u.createdAt)}</dd>
        <dt>会员</dt>
        <dd>
          {u.isVip
            ? `${vipUntil === null ? '永久VIP会员' : 'VIP会员'}${vipUntil ? `，有效期至 ${beijingDay(vipUntil)}` : ''}（AI提醒可订阅${REMINDER_CAP.vip}项）`
            : '普通用户'}{' '}
          {!(u.isVip && vipUntil === null) && (
            <Link to="/userarea/foreRecharge?tab=vip">{u.isVip ? '续费' : '开通VIP'}</Link>
          )}
        </dd>
      </dl>
    </div>
  );
}
