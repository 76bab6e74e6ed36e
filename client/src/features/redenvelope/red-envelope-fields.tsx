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

/** The same checks (and messages) as the gateway, so the editor can refuse before sending. Null when fine. */
export function redEnvelopeError(v: RedEnvelopeValue): string | null {
  if (v.isMoneyReward === '') return null;
  const money = v.redEnvelopeMoney.trim();
  if (!MONEY_RE.test(money) || Number(money) <= 0) return '红包金额须为大于0的数字，最多两位小数';
  const count = Number(v.redEnvelopeCount.trim());
  if (!/^\d{1,3}$/.test(v.redEnvelopeCount.trim()) || count < 1 || count > 100)
    return '红包个数须为1-100的整数';
  if (Math.round(Number(money) * 100) < count) return '红包金额不能少于每个0.01球币';
  if (Number(money) > 10000) return '红包总额不能超过10000球币';
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
}: {
  value: RedEnvelopeValue;
  onChange: (next: RedEnvelopeValue) => void;
}) {
  const set = (patch: Partial<RedEnvelopeValue>) => onChange({ ...value, ...patch });
  const error = value.isMoneyReward === '' ? null : redEnvelopeError(value);
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
            <label>
              总金额（球币）
              <input
                inputMode="decimal"
                maxLength={12}
                value={value.redEnvelopeMoney}
                onChange={(e) => set({ redEnvelopeMoney: e.target.value })}
                placeholder="如 10.00"
              />
            </label>
            <label>
              红包个数
              <input
                inputMode="numeric"
                maxLength={3}
                value={value.redEnvelopeCount}
                onChange={(e) => set({ redEnvelopeCount: e.target.value })}
                placeholder="1-100"
              />
            </label>
          </div>
          <div className="re-fields-row">
            <label>
              红包类型
              <select
                value={value.redEnvelopeType}
                onChange={(e) => set({ redEnvelopeType: e.target.value === '2' ? 2 : 1 })}
              >
                <option value={1}>拼手气红包</option>
                <option value={2}>普通红包（平均分）</option>
              </select>
            </label>
            <label>
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
