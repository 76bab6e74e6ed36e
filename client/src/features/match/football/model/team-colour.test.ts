import { describe, expect, it } from 'vitest';
import { matchColours, teamColour } from './team-colour.ts';

const hue = (colour: string) => Number(/hsl\((\d+)/.exec(colour)?.[1]);
const apart = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** Team ids in the feed's form: ten-digit numbers. */
const ids = Array.from({ length: 400 }, (_, i) => String(1_000_000_000 + i * 7_919_113));

describe('the two sides of a match never share a colour (badges and the 阵容 pitch)', () => {
  it('a clash exists among plain team colours, or the rule is not tested', () => {
    const clashes = ids
      .slice(1)
      .filter((away) => apart(hue(teamColour(ids[0] as string)), hue(teamColour(away))) < 45);
    expect(clashes.length).toBeGreaterThan(0);
  });

  it('every pairing puts the two sides at least 45° of hue apart; the home side keeps its own colour', () => {
    const near: string[] = [];
    for (const home of ids.slice(0, 40))
      for (const away of ids) {
        if (home === away) continue;
        const c = matchColours(home, away);
        expect(c.home).toBe(teamColour(home));
        if (apart(hue(c.home), hue(c.away)) < 45) near.push(`${home}-${away}`);
      }
    expect(near).toEqual([]);
  });

  it('an away side that does not clash keeps its own colour', () => {
    const home = ids[0] as string;
    const away = ids.find((a) => apart(hue(teamColour(home)), hue(teamColour(a))) >= 90) as string;
    expect(matchColours(home, away).away).toBe(teamColour(away));
  });
});
