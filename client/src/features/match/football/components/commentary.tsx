import type { LiveWord } from '@kuyi/shared';
import { memo } from 'react';
import { isScoredKick } from '../model/shootout-kick.ts';
import './commentary.css';

/** Lines worth a second look stand out: goals, cards, VAR and the period whistles. */
const TONE: Record<string, string> = {
  goal: 'goal',
  penaltyGoal: 'goal',
  ownGoal: 'goal',
  penalty: 'goal',
  goalCancelled: 'var',
  yellow: 'card',
  secondYellow: 'card',
  red: 'card',
  period: 'period',
};

/** A line's highlight; a shoot-out kick (kind `penalty`) is a goal only when it went in. */
function toneOf(word: LiveWord): string {
  if (!word.kind) return '';
  if (word.kind === 'penalty' && !isScoredKick(word.text)) return '';
  return TONE[word.kind] ?? '';
}

const Line = memo(function Line({ word }: { word: LiveWord }) {
  const tone = toneOf(word);
  return (
    <li className={tone ? `fm-word ${tone}` : 'fm-word'} data-word-id={word.id} data-side={word.side ?? ''}>
      <span className="fm-word-time">{word.time}</span>
      <p className="fm-word-text">{word.text}</p>
    </li>
  );
});

/** 文字直播, newest line first; lines arriving on the channel appear at the top. */
export default function Commentary({ words }: { words: readonly LiveWord[] }) {
  if (words.length === 0) return <p className="fm-empty">暂无文字直播</p>;
  return (
    <ol className="fm-words" data-testid="commentary">
      {words.map((w) => (
        <Line key={w.id} word={w} />
      ))}
    </ol>
  );
}
