import {
  REMINDER_KIND_LABEL,
  REMINDER_KINDS,
  type ReminderKind,
  type ReminderSubscription,
  type ReminderTarget,
} from '@kuyi/shared';
import { useState } from 'react';
import { showToast } from '../../lib/toast.ts';
import { aiApi } from './api/ai-api.ts';

export interface SubscribeChoice {
  targetKind: ReminderTarget;
  targetId: string;
  targetName: string;
  label: string;
}

const DEFAULT_KINDS: ReminderKind[] = ['kickoff', 'goal', 'red', 'half', 'full'];

/** Choose what to follow (this match, either team, the league) and what to be told, then subscribe. */
export function SubscribePanel({
  choices,
  existing,
  onDone,
}: {
  choices: SubscribeChoice[];
  existing: ReminderSubscription[];
  onDone(sub: ReminderSubscription | null): void;
}) {
  const [target, setTarget] = useState(0);
  const choice = choices[target] ?? choices[0];
  const current = existing.find(
    (s) => s.targetKind === choice?.targetKind && s.targetId === choice?.targetId,
  );
  const [kinds, setKinds] = useState<Set<ReminderKind>>(new Set(current?.kinds ?? DEFAULT_KINDS));
  const [busy, setBusy] = useState(false);
  if (!choice) return null;
  const toggle = (k: ReminderKind) =>
    setKinds((prev) => {
      const next = new Set(prev);
      if (next.has(k)) next.delete(k);
      else next.add(k);
      return next;
    });
  const submit = async () => {
    setBusy(true);
    const res = await aiApi.subscribe({
      targetKind: choice.targetKind,
      targetId: choice.targetId,
      targetName: choice.targetName,
      kinds: REMINDER_KINDS.filter((k) => kinds.has(k)),
    });
    setBusy(false);
    showToast(res.msg, res.ok ? 'success' : 'error');
    if (res.ok) onDone(res.data);
  };
  return (
    <fieldset className="ai-subscribe" aria-label="订阅提醒">
      <div className="ai-kinds">
        {choices.map((c, i) => (
          <label key={`${c.targetKind}:${c.targetId}`}>
            <input type="radio" name="ai-target" checked={i === target} onChange={() => setTarget(i)} />
            {c.label}
          </label>
        ))}
      </div>
      <div className="ai-kinds">
        {REMINDER_KINDS.map((k) => (
          <label key={k}>
            <input type="checkbox" checked={kinds.has(k)} onChange={() => toggle(k)} />
            {REMINDER_KIND_LABEL[k]}
          </label>
        ))}
      </div>
      <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void submit()}>
        {current ? '更新提醒' : '确定订阅'}
      </button>{' '}
      <button type="button" className="btn btn-sm" onClick={() => onDone(null)}>
        取消
      </button>
    </fieldset>
  );
}
