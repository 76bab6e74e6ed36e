import {
  REMINDER_KIND_LABEL,
  REMINDER_SPORT_KINDS,
  type ReminderKind,
  type ReminderSport,
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

const DEFAULT_KINDS: Record<ReminderSport, ReminderKind[]> = {
  football: ['kickoff', 'goal', 'red', 'half', 'full'],
  basketball: ['kickoff', 'quarter', 'half', 'full'],
};

/** Choose what to follow (this match, either team, the league) and what to be told, then subscribe. */
export function SubscribePanel({
  sport = 'football',
  choices,
  existing,
  onDone,
}: {
  /** [AI9] The sport of the choices: it decides which kinds can be picked. */
  sport?: ReminderSport;
  choices: SubscribeChoice[];
  existing: ReminderSubscription[];
  onDone(sub: ReminderSubscription | null): void;
}) {
  const [target, setTarget] = useState(0);
  const choice = choices[target] ?? choices[0];
  const subscriptionOf = (c: SubscribeChoice | undefined) =>
    existing.find(
      (s) =>
        (s.sport ?? 'football') === sport && s.targetKind === c?.targetKind && s.targetId === c?.targetId,
    );
  const current = subscriptionOf(choice);
  const allowed = REMINDER_SPORT_KINDS[sport];
  const kindsOf = (c: SubscribeChoice | undefined) =>
    new Set(subscriptionOf(c)?.kinds ?? DEFAULT_KINDS[sport]);
  const [kinds, setKinds] = useState<Set<ReminderKind>>(() => kindsOf(choice));
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
      sport,
      targetKind: choice.targetKind,
      targetId: choice.targetId,
      targetName: choice.targetName,
      kinds: allowed.filter((k) => kinds.has(k)),
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
            <input
              type="radio"
              name="ai-target"
              checked={i === target}
              onChange={() => {
                // [AI1] A target already followed shows (and 更新提醒 keeps) its own kinds, not the last target's.
                setTarget(i);
                setKinds(kindsOf(c));
              }}
            />
            {c.label}
          </label>
        ))}
      </div>
      <div className="ai-kinds">
        {allowed.map((k) => (
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
