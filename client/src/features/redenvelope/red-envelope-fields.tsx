import { WALLET_MSG } from '@kuyi/shared';
import { useState } from 'react';
// Its own styles: /post loads this form without the panel or the reward button that also import them.
import './redenvelope.css';

/**
 * The post editor's red envelope part (spec §3 post insert payload: isMoneyReward, and redEnvelope
 * {redEnvelopeMoney, redEnvelopeCount, redEnvelopeType, type} when isMoneyReward is 1 or 2; §5: omitted when
 * isMoneyReward is empty). The forum's editor keeps the value and builds the payload with `redEnvelopePayload`.
 */
export interface RedEnvelopeValue {
  /** '' no envelope, 1 红包, 2 公益红包. */
  isMoneyReward: '' | 1 | 2;
  redEnvelopeMoney: string;
  redEnvelopeCount: string;
  /** 1 拼手气, 2 普通 (equal parts). */
  redEnvelopeType: 1 | 2;
  /** 1 回复领取, 2 直接领取. */
  type: 1 | 2;
}

export const emptyRedEnvelope = (): RedEnvelopeValue => ({
  isMoneyReward: '',
  redEnvelopeMoney: '',
  redEnvelopeCount: '',
  redEnvelopeType: 1,
  type: 1,
});

const MONEY_RE = /^\d{1,9}(\.\d{1,2})?$/;

/** The amount alone: a positive number with at most two decimals. */
function moneyError(v: RedEnvelopeValue): string | null {
  const money = v.redEnvelopeMoney.trim();
  if (!MONEY_RE.test(money) || Number(money) <= 0) return '红包金额须为大于0的数字，最多两位小数';
  return null;
}

/** The count alone: 1 to 100. */
function countError(v: RedEnvelopeValue): string | null {
  const count = v.redEnvelopeCount.trim();
  if (!/^\d{1,3}$/.test(count) || Number(count) < 1 || Number(count) > 100) return '红包个数须为1-100的整数';
  return null;
}

/** Amount and count together, once each is valid on its own. */
function totalError(v: RedEnvelopeValue): string | null {
  const money = Number(v.redEnvelopeMoney.trim());
  if (Math.round(money * 100) < Number(v.redEnvelopeCount.trim())) return '红包金额不能少于每个0.01球币';
  if (money > 10000) return '红包总额不能超过10000球币';
  return null;
}

/** More than the 球币 balance (when known): the gateway's own refusal, '余额不足'. */
function balanceError(v: RedEnvelopeValue, balance: number | null): string | null {
  if (balance === null) return null;
  return Math.round(Number(v.redEnvelopeMoney.trim()) * 100) > Math.round(balance * 100)
    ? WALLET_MSG.insufficient
    : null;
}

/**
 * The same checks (and messages) as the gateway, so the editor can refuse before sending. Null when fine.
 * `balance` is the author's 球币 balance when known: an amount above it is refused here too.
 */
export function redEnvelopeError(v: RedEnvelopeValue, balance: number | null = null): string | null {
  if (v.isMoneyReward === '') return null;
  return moneyError(v) ?? countError(v) ?? totalError(v) ?? balanceError(v, balance);
}

/**
 * What the fields say while being filled in: only about a field the user has typed in or left, so fields just
 * opened show no error. A submit with untouched fields is refused by the editor, which shows the message.
 */
export function visibleRedEnvelopeError(
  v: RedEnvelopeValue,
  touched: { money: boolean; count: boolean },
  balance: number | null = null,
): string | null {
  if (v.isMoneyReward === '') return null;
  const money = moneyError(v);
  const count = countError(v);
  if (touched.money && money) return money;
  if (touched.count && count) return count;
  if (touched.money && touched.count && !money && !count) {
    const total = totalError(v);
    if (total) return total;
  }
  // An amount above the balance is said as soon as it is typed, count or not.
  if (touched.money && !money) return balanceError(v, balance);
  return null;
}

/** The insert payload's reward part: `redEnvelope` only when isMoneyReward is 1 or 2 (spec §5). */
export function redEnvelopePayload(v: RedEnvelopeValue): {
  isMoneyReward: '' | 1 | 2;
  redEnvelope?: { redEnvelopeMoney: string; redEnvelopeCount: number; redEnvelopeType: 1 | 2; type: 1 | 2 };
} {
  if (v.isMoneyReward === '') return { isMoneyReward: '' };
  return {
    isMoneyReward: v.isMoneyReward,
    redEnvelope: {
      redEnvelopeMoney: v.redEnvelopeMoney.trim(),
      redEnvelopeCount: Number(v.redEnvelopeCount.trim()),
      redEnvelopeType: v.redEnvelopeType,
      type: v.type,
    },
  };
}

export function RedEnvelopeFields({
  value,
  onChange,
  balance = null,
  submitError = null,
}: {
  value: RedEnvelopeValue;
  onChange: (next: RedEnvelopeValue) => void;
  /** The author's 球币 balance (useQiubiBalance); null while unknown. */
  balance?: number | null;
  /** Why the editor refused to send (redEnvelopeError), shown here only, until the fields change. */
  submitError?: string | null;
}) {
  const [touched, setTouched] = useState({ money: false, count: false });
  const touch = (field: 'money' | 'count') => setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
  const set = (patch: Partial<RedEnvelopeValue>) => onChange({ ...value, ...patch });
  const error = visibleRedEnvelopeError(value, touched, balance) ?? submitError;
  return (
    <fieldset className="re-fields">
      <legend>帖子红包</legend>
      <div className="re-fields-row" role="radiogroup" aria-label="红包">
        {(
          [
            ['', '不发红包'],
            [1, '发红包'],
            [2, '公益红包'],
          ] as const
        ).map(([v, label]) => (
          <label key={label}>
            <input
              type="radio"
              name="isMoneyReward"
              checked={value.isMoneyReward === v}
              onChange={() => set({ isMoneyReward: v })}
            />
            {label}
          </label>
        ))}
      </div>
      {value.isMoneyReward !== '' && (
        <>
          <div className="re-fields-row">
            <label className="re-field">
              总金额（球币）
              <input
                inputMode="decimal"
                maxLength={12}
                value={value.redEnvelopeMoney}
                onChange={(e) => {
                  touch('money');
                  set({ redEnvelopeMoney: e.target.value });
                }}
                onBlur={() => touch('money')}
                placeholder="如 10.00"
              />
            </label>
            <label className="re-field">
              红包个数
              <input
                inputMode="numeric"
                maxLength={3}
                value={value.redEnvelopeCount}
                onChange={(e) => {
                  touch('count');
                  set({ redEnvelopeCount: e.target.value });
                }}
                onBlur={() => touch('count')}
                placeholder="1-100"
              />
            </label>
          </div>
          {balance !== null && (
            <p className="re-fields-balance" aria-live="polite">
              当前余额 {balance.toFixed(2)} 球币
            </p>
          )}
          <div className="re-fields-row">
            <label className="re-field">
              红包类型
              <select
                value={value.redEnvelopeType}
                onChange={(e) => set({ redEnvelopeType: e.target.value === '2' ? 2 : 1 })}
              >
                <option value={1}>拼手气红包</option>
                <option value={2}>普通红包（平均分）</option>
              </select>
            </label>
            <label className="re-field">
              领取方式
              <select value={value.type} onChange={(e) => set({ type: e.target.value === '2' ? 2 : 1 })}>
                <option value={1}>回复帖子领取</option>
                <option value={2}>直接领取</option>
              </select>
            </label>
          </div>
          <p className="re-fields-note">发帖时从球币余额扣除；24小时内未领完的部分自动退回。</p>
          {error && (
            <p className="re-fields-error" role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
