import { describe, expect, it } from 'vitest';
import { basketballTabOf, basketballTabPath } from './page-path.ts';

describe('basketballTabOf (spec §2 /livedetail/basketball/:id/…)', () => {
  it('no sub-page, a trailing slash and /live open 直播; /analysis 分析, /integral 积分; anything else is the 404', () => {
    expect([undefined, '', 'live', 'live/'].map(basketballTabOf)).toEqual(['live', 'live', 'live', 'live']);
    expect(['analysis', 'analysis/', 'integral'].map(basketballTabOf)).toEqual([
      'analysis',
      'analysis',
      'integral',
    ]);
    expect(['recommend', 'live/x', 'foo'].map(basketballTabOf)).toEqual([null, null, null]);
  });

  it('builds each tab’s path with the id escaped', () => {
    expect(basketballTabPath('b 1', 'analysis')).toBe('/livedetail/basketball/b%201/analysis');
  });
});
