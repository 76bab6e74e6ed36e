import type { PlayState } from '../model/play-state.ts';
import type { TimelineItem } from '../model/timeline.ts';
import './event-timeline.css';

/** The mark before an event: a ball, a card, the substitution arrows, the VAR screen. */
function EventIcon({ item }: { item: TimelineItem }) {
  const cls = item.correction ? 'var' : item.kind;
  return <span className={`fm-icon fm-icon-${cls}`} aria-hidden="true" />;
}

function EventBody({ item }: { item: TimelineItem }) {
  return (
    <div className="fm-ev-body">
      <EventIcon item={item} />
      <div className="fm-ev-text">
        <span className="fm-ev-title">{item.title}</span>
        {item.player && <span className="fm-ev-player">{item.player}</span>}
        {item.cancelled && <span className="fm-ev-tag">VAR取消</span>}
        {item.score && <span className="fm-ev-score">{item.score}</span>}
        {item.detail && <div className="fm-ev-detail">{item.detail}</div>}
      </div>
    </div>
  );
}

/** What an empty timeline means: nothing yet, nothing so far, or a match that was never played. */
const EMPTY: Record<PlayState, string> = {
  upcoming: '比赛尚未开始',
  played: '暂无进球、红黄牌或换人',
  'not-played': '比赛未进行，暂无比赛事件',
};

/** 比赛事件: home events on the left, away on the right, the minute between them. */
export default function EventTimeline({ items, play }: { items: readonly TimelineItem[]; play: PlayState }) {
  if (items.length === 0) return <p className="fm-empty">{EMPTY[play]}</p>;
  return (
    <ol className="fm-timeline" data-testid="timeline">
      {items.map((it) => {
        const cls = ['fm-ev', it.cancelled ? 'cancelled' : '', it.correction ? 'correction' : '']
          .filter(Boolean)
          .join(' ');
        return (
          <li key={it.id} className={cls} data-event-id={it.id} data-kind={it.correction ? 'var' : it.kind}>
            <div className="fm-ev-side home">{it.side === 'home' && <EventBody item={it} />}</div>
            <div className="fm-ev-minute">{it.minute}</div>
            <div className="fm-ev-side away">{it.side === 'away' && <EventBody item={it} />}</div>
          </li>
        );
      })}
    </ol>
  );
}
