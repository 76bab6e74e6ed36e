import { describe, expect, it } from 'vitest';
import { footballRow } from '../live/testing/fake-rows.ts';
import { previewText } from './preview.ts';

describe('[AI7] the pre-match view reminder', () => {
  it('[AI7] names the margin-free 1x2 probabilities, the expected goals and the model side', () => {
    const m = {
      ...footballRow(1, 0),
      state: 0 as const,
      odds: {
        ya: { line: 0.5, home: 0.9, away: 0.96 },
        da: { line: 2.5, over: 0.9, under: 0.9 },
        ou: { home: 1.8, draw: 3.6, away: 4.5 },
      },
    };
    const text = previewText(m);
    expect(text.title).toBe('赛前模型观点：主队1 vs 客队1');
    expect(text.body).toMatch(
      /^胜平负概率：主胜\d+(\.\d)?%，平\d+(\.\d)?%，客胜\d+(\.\d)?%；预期进球：主队1 [\d.]+，客队1 [\d.]+；模型倾向：亚盘(主队|客队)$/,
    );
  });

  it('[AI7] a match without odds says the model has no view', () => {
    const m = { ...footballRow(2, 0), state: 0 as const, odds: { ya: null, da: null, ou: null } };
    expect(previewText(m).body).toBe('该场比赛暂无指数，模型无法给出观点');
  });
});
