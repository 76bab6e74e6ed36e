import {
  FOOTBALL_EVENT_LABEL,
  type FootballEvent,
  type FootballEventKind,
  formatEventMinute,
  SCORING_KINDS,
  type Side,
} from '@kuyi/shared';
import { compareEvents } from './match-view.ts';

/** One line of the 比赛事件 timeline. */
export interface TimelineItem {
  id: string;
  kind: FootballEventKind;
  side: Side;
  /** "67'", "45+2'". */
  minute: string;
  /** 进球, 黄牌, 换人 …; the VAR decision reads "VAR：进球无效". */
  title: string;
  player: string | null;
  /** The assist, or the player a substitute replaced. */
  related: string | null;
  /** 助攻：X, 换下：Y, or which goal the VAR decision took away. */
  detail: string | null;
  /** Score after the event (goals and VAR decisions). */
  score: string | null;
  /** A goal that VAR later struck off: still shown, crossed out, because fans saw it go in. */
  cancelled: boolean;
  /** The VAR decision itself: shown as a correction of the goal above it, not as an event of its own. */
  correction: boolean;
}

/** Corners are counted in the stats; the timeline keeps the moments a fan looks back for. */
const HIDDEN: ReadonlySet<FootballEventKind> = new Set(['corner']);

/**
 * The timeline of a match from its events ([P3]: scores can go down). A `goalCancelled` event names no
 * player: it cancels the latest goal of the same side not already cancelled, which is marked as struck off,
 * and the decision itself becomes a correction line with the score it restored.
 */
export function buildTimeline(events: readonly FootballEvent[]): TimelineItem[] {
  const sorted = [...events].sort(compareEvents);
  const items: TimelineItem[] = [];
  for (const e of sorted) {
    if (HIDDEN.has(e.kind)) continue;
    const base = {
      id: e.id,
      kind: e.kind,
      side: e.side,
      minute: formatEventMinute(e.minute, e.addedTime),
      player: e.player,
      related: e.relatedPlayer,
      score: e.score,
      cancelled: false,
      correction: false,
    };
    if (e.kind === 'goalCancelled') {
      const goal = items.findLast(
        (it) => it.side === e.side && SCORING_KINDS.includes(it.kind) && !it.cancelled,
      );
      if (goal) goal.cancelled = true;
      const whose = goal ? `${goal.minute}${goal.player ? ` ${goal.player}` : ''}的进球被取消` : null;
      items.push({ ...base, title: 'VAR：进球无效', detail: whose, correction: true });
      continue;
    }
    let detail: string | null = null;
    if (e.kind === 'sub' && e.relatedPlayer) detail = `换下：${e.relatedPlayer}`;
    else if (SCORING_KINDS.includes(e.kind) && e.relatedPlayer) detail = `助攻：${e.relatedPlayer}`;
    items.push({ ...base, title: FOOTBALL_EVENT_LABEL[e.kind], detail });
  }
  return items;
}
