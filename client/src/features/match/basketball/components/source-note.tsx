import type { BasketballPart, BasketballProvenance } from '@kuyi/shared';
import { listOf, SOURCE_NAME } from '../../football/components/source-note.tsx';
// One look for the footnote on both sports' match pages.
import '../../football/components/source-note.css';

const PART_LABEL: Record<BasketballPart, string> = {
  result: '比分',
  plays: '文字直播',
  players: '球员技术统计',
  starters: '首发',
  minutes: '上场时间',
  venue: '球馆',
  date: '比赛日期',
  odds: '指数',
};

/**
 * The basketball page's footnote on where its data comes from ([F6] `provenance`), as the football one:
 * a replayed NBA game credits the play-by-play files and says it is a past game replayed today, with what
 * the feed made up; a synthetic game says so outright; a feed that does not say gets no note.
 */
export default function BasketballSourceNote({
  provenance,
}: {
  provenance?: BasketballProvenance | undefined;
}) {
  if (!provenance) return null;
  if (provenance.source === 'generated')
    return (
      <p className="match-source-note" data-testid="source-note">
        本场为模拟比赛：比分、事件与数据均为模拟生成，并非真实赛果。
      </p>
    );
  const replayed = provenance.modelled.includes('date');
  const modelled = provenance.modelled.filter((p) => p !== 'date').map((p) => PART_LABEL[p]);
  return (
    <p className="match-source-note" data-testid="source-note">
      {provenance.credits.map((c, i) => (
        <span key={c.source}>
          {i > 0 && '；'}
          {listOf(c.parts.map((p) => PART_LABEL[p]))}来自 {SOURCE_NAME[c.source]}
        </span>
      ))}
      {replayed && '；本场为历史比赛按原开球时刻重播，并非今日赛事'}
      {modelled.length > 0 ? `；${listOf(modelled)}为模拟。` : '。'}
    </p>
  );
}
