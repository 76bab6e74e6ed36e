import { describe, expect, it } from 'vitest';
import { handicapPath, parseTab } from './handicap-tabs.ts';

describe('/handicap tabs (spec §2 spellings)', () => {
  it('reads each tab, the index, and nothing else', () => {
    expect(parseTab('')).toBe('index');
    expect(parseTab(undefined)).toBe('index');
    expect(parseTab('haflOdds')).toMatchObject({ label: '半场亚盘', markets: ['halfYa'] });
    expect(parseTab('halfPoint')).toMatchObject({ label: '半场欧赔', markets: ['halfOu'] });
    expect(parseTab('triangle')).toMatchObject({ markets: ['ya', 'ou', 'da'] });
    expect(parseTab('halfOdds')).toBeNull();
  });

  it('links the way other pages do', () => {
    expect(handicapPath('odds', 'football', '26112206000')).toBe('/handicap/odds?matchId=26112206000');
    expect(handicapPath('ou', 'basketball', '26112294000')).toBe(
      '/handicap/ou?sport=basketball&matchId=26112294000',
    );
    expect(handicapPath('index', 'football')).toBe('/handicap');
  });
});
