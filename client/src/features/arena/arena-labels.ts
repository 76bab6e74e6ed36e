import {
  type ArenaPick,
  formatKickoffDateTime,
  handicapLabel,
  PICK_RESULT_LABEL,
  type PickMarket,
  type PickSelection,
  totalLineLabel,
} from '@kuyi/shared';

/** What a pick backs, as fans read it: 主队 半球, 大 2.5, 平局. */
export function selectionLabel(
  p: { market: PickMarket; selection: PickSelection; line: number | null },
  names?: { homeName: string; awayName: string },
): string {
  const home = names?.homeName ?? '主队';
  const away = names?.awayName ?? '客队';
  if (p.market === 'ya') {
    const line = p.line ?? 0;
    // The line is the home handicap; the away side reads it from its own view (受让).
    return p.selection === 'home' ? `${home} ${handicapLabel(line)}` : `${away} ${handicapLabel(-line)}`;
  }
  if (p.market === 'da') return `${p.selection === 'over' ? '大' : '小'} ${totalLineLabel(p.line ?? 0)}`;
  return p.selection === 'home' ? `${home}胜` : p.selection === 'away' ? `${away}胜` : '平局';
}

/** 待结算 / 作废 / the result. */
export function statusLabel(p: ArenaPick): string {
  if (p.status === 'void') return '作废';
  if (p.status === 'pending' || !p.result) return '待结算';
  return PICK_RESULT_LABEL[p.result];
}

export const percent = (x: number | null) => (x === null ? '—' : `${x}%`);
export const kickoffText = (ms: number) => formatKickoffDateTime(ms);
