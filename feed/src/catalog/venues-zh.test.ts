import { describe, expect, it } from 'vitest';
import { groundZh, venueOf } from './venues-zh.ts';

describe('[WC5] grounds are shown in Chinese, as Chinese score sites show them', () => {
  it("reads openfootball's 'Stadium, City' as 体育场（城市）", () => {
    expect(groundZh('Luzhniki Stadium, Moscow')).toBe('卢日尼基体育场（莫斯科）');
    expect(groundZh('Lusail Iconic Stadium, Lusail')).toBe('卢赛尔体育场（卢赛尔）');
    expect(groundZh('Saint Petersburg Stadium, St. Petersburg')).toBe('圣彼得堡体育场（圣彼得堡）');
  });

  it('keeps only stadium and city of a three-part ground', () => {
    expect(groundZh('Hill Dickinson Stadium, Liverpool, Merseyside')).toBe('希尔·迪金森球场（利物浦）');
  });

  it("reads the 2026 schedule's host cities, with the stadium's town in brackets", () => {
    expect(groundZh('New York/New Jersey (East Rutherford)')).toBe('纽约/新泽西（东卢瑟福）');
    expect(groundZh('Toronto')).toBe('多伦多');
  });

  it('leaves a ground it does not know as the source wrote it, rather than guess', () => {
    expect(groundZh('Nowhere Park, Atlantis')).toBe('Nowhere Park（Atlantis）');
    expect(groundZh('Atlantis')).toBe('Atlantis');
    expect(groundZh('Nowhere Park, Moscow')).toBe('Nowhere Park（莫斯科）');
  });

  it('joins the stadium and city worldcup.sfg.io gives apart, either of which may be missing', () => {
    expect(venueOf('Kazan Arena', 'Kazan')).toBe('喀山竞技场（喀山）');
    expect(venueOf('Spartak Stadium', null)).toBe('斯巴达克体育场');
    expect(venueOf(null, 'Moscow')).toBe('莫斯科');
    expect(venueOf(null, null)).toBe('');
  });
});
