import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { asianCell, NO_MARKS } from './odds-cells.tsx';

afterEach(cleanup);

const spreadText = (line: number) => {
  const { container } = render(
    asianCell({
      odds: { ya: { line, home: 0.89, away: 0.85 }, da: null, ou: null },
      marks: NO_MARKS,
      basketball: true,
    }),
  );
  return container.textContent;
};

describe('a basketball row’s 让分 reads as the odds centre and the match page print it ([D4] spreadLabel)', () => {
  it('a pick’em line is 0, not +0', () => {
    // The 赛程 list printed "0.89 +0 0.85" where the match page said 0.
    expect(spreadText(0)).toBe('0.8900.85');
  });

  it('the home side giving points reads -5.5, receiving reads +3', () => {
    expect(spreadText(5.5)).toBe('0.89-5.50.85');
    expect(spreadText(-3)).toBe('0.89+30.85');
  });
});
