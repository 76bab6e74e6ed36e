import { describe, expect, it } from 'vitest';
import { percentLabel, probabilitiesLabel } from './percent-label.ts';

describe('/ai percentages read alike: always one decimal, so 61.0% stands beside 22.7%, not 61% beside 22.7%', () => {
  it('a whole percentage keeps its .0; a missing one is a dash', () => {
    expect(percentLabel(61)).toBe('61.0%');
    expect(percentLabel(22.7)).toBe('22.7%');
    expect(percentLabel(0)).toBe('0.0%');
    expect(percentLabel(null)).toBe('—');
  });

  it('模型胜平负 prints its three chances in the same format', () => {
    expect(probabilitiesLabel({ home: 61, draw: 22.7, away: 16.3 })).toBe('61.0% / 22.7% / 16.3%');
  });
});
