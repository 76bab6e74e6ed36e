import type { LiveWord } from '@kuyi/shared';
import { memo } from 'react';
import '../../football/components/commentary.css';

/** Scoring plays stand out; a period's start reads as a divider. */
const TONE: Record<string, string> = { score: 'bb-score-line', period: 'period' };

const Line = memo(function Line({ word }: { word: LiveWord }) {
  const tone = word.kind ? (TONE[word.kind] ?? '') : '';
  return (
    <li
      className={tone ? `fm-word bb-word ${tone}` : 'fm-word bb-word'}
      data-word-id={word.id}
      data-side={word.side ?? ''}
    >
      <span className="fm-word-time bb-word-time">{word.time}</span>
      <p className="fm-word-text">{word.text}</p>
    </li>
  );
});

/** 文字直播 (play-by-play), newest first; lines arriving on the channel appear at the top. */
function PlayByPlay({ words }: { words: readonly LiveWord[] }) {
  if (words.length === 0) return <p className="fm-empty">暂无文字直播</p>;
  return (
    <ol className="fm-words bb-words" data-testid="play-by-play">
      {words.map((w) => (
        <Line key={w.id} word={w} />
      ))}
    </ol>
  );
}

export default memo(PlayByPlay);
