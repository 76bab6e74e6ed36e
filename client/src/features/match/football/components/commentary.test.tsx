import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testWord } from '../model/test-match.ts';
import Commentary from './commentary.tsx';

afterEach(cleanup);

const lineClass = (id: number) => document.querySelector(`[data-word-id="${id}"]`)?.className;

describe('文字直播 highlights', () => {
  it('a shoot-out kick that went in is highlighted as a goal; a missed one (罚失) is not', () => {
    render(
      <Commentary
        words={[
          testWord(2, '点球大战：上海海港罚失，1-0。', { kind: 'penalty', time: '点球', side: 'away' }),
          testWord(1, '点球大战：山东泰山罚进，1-0。', { kind: 'penalty', time: '点球', side: 'home' }),
        ]}
      />,
    );
    expect(lineClass(1)).toBe('fm-word goal');
    expect(lineClass(2)).toBe('fm-word');
  });

  it('goals and cards in play keep their highlight', () => {
    render(
      <Commentary
        words={[
          testWord(2, '进球！阿森纳萨卡破门得分！', { kind: 'goal' }),
          testWord(1, '切尔西的凯塞多吃到一张黄牌。', { kind: 'yellow' }),
        ]}
      />,
    );
    expect(lineClass(2)).toBe('fm-word goal');
    expect(lineClass(1)).toBe('fm-word card');
  });
});
