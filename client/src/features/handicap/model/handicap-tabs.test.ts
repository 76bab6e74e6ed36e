import { type Sport, siteTitle } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { HANDICAP_TABS, handicapPath, parseTab, tabLabel } from './handicap-tabs.ts';

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

  it('[S1] an odds page is titled in its sport’s market names, as its tab reads (basketball 让分 / 总分 / 独赢)', () => {
    for (const def of HANDICAP_TABS) {
      for (const sport of ['football', 'basketball'] as const satisfies readonly Sport[]) {
        const path = handicapPath(def.tab, sport, '26112294000');
        const [pathname, search] = path.split('?');
        const title = siteTitle(pathname ?? '', `?${search}`);
        expect(title, path).toMatch(new RegExp(`^${tabLabel(def, sport)}`));
        if (sport === 'basketball') expect(title, path).not.toMatch(/亚盘|大小|欧赔/);
      }
    }
    expect(siteTitle('/handicap/odds', '?sport=basketball&matchId=1')).toBe('让分指数 - 酷易体育');
    expect(siteTitle('/handicap/halfPoint', '?sport=basketball')).toBe('半场独赢 - 酷易体育');
    expect(siteTitle('/handicap/odds', '?matchId=1')).toBe('亚盘指数 - 酷易体育');
  });
});
