import { describe, expect, it } from 'vitest';
import { isLivePath } from './page-path.ts';

describe('isLivePath', () => {
  it('no sub-page, a trailing slash and /live open the live page; anything else is the 404', () => {
    expect([undefined, '', 'live', 'live/'].map(isLivePath)).toEqual([true, true, true, true]);
    expect(['analysis', 'live/x'].map(isLivePath)).toEqual([false, false]);
  });
});
