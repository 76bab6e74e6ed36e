import type { FootballPart, FootballProvenance } from '@kuyi/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { worldCupDataPresent } from '../test-support/world-cup.ts';
import { dateOf } from '../util/day-time.ts';
import { WorldCupSource } from './worldcup.ts';
import { worldCupDataDir } from './worldcup-data.ts';

/** [F5] `provenance` of the World Cup replays: what the match page may credit, and what it must call modelled. */
const present = worldCupDataPresent(
  'openfootball-worldcup/2022/worldcup.json',
  'the World Cup provenance tests',
);
const credited = (p: FootballProvenance | undefined, source: string): FootballPart[] =>
  p?.credits.find((c) => c.source === source)?.parts ?? [];

describe.skipIf(!present)('[F5] World Cup provenance', () => {
  // Loaded before the tests, not while collecting them: a skipped describe's body still runs, without the data.
  let source: WorldCupSource;
  beforeAll(() => {
    source = WorldCupSource.load(worldCupDataDir(), 7);
  });
  const plan = (year: string, home: string, away: string) => {
    const m = source.cups
      .find((c) => c.year === year)
      ?.matches.find((x) => x.home.alias === home && x.away.alias === away);
    if (!m) throw new Error(`${year} ${home}–${away} not in the data`);
    return source.buildDay(dateOf(m.kickoff)).football.find((p) => p.id === m.id);
  };

  it('an openfootball match: score, goals with minutes and ground real; referee, cards, weather and every price modelled', () => {
    const p = plan('2022', 'Qatar', 'Ecuador')?.provenance;
    expect(p?.source).toBe('openfootball');
    expect(credited(p, 'openfootball')).toEqual(['result', 'halfTime', 'events', 'eventMinutes', 'venue']);
    expect(p?.modelled).toEqual(
      expect.arrayContaining([
        'referee',
        'cards',
        'tech',
        'weather',
        'commentary',
        'openingOdds',
        'closingOdds',
      ]),
    );
    expect(p?.modelled).not.toContain('lineups');
  });

  it('a shoot-out decided match says the kick order was drawn to the real score: 2022 final', () => {
    expect(plan('2022', 'Argentina', 'France')?.provenance.modelled).toContain('shootoutOrder');
  });

  it('the captured 2018-06-27 day: events, totals, line-ups, officials, venue and weather real; odds modelled', () => {
    const p = plan('2018', 'Serbia', 'Brazil')?.provenance;
    expect(p?.source).toBe('sfgio');
    expect(credited(p, 'sfgio')).toEqual(
      expect.arrayContaining(['events', 'eventMinutes', 'cards', 'lineups', 'referee', 'venue', 'weather']),
    );
    expect(p?.modelled).toEqual(
      expect.arrayContaining(['cornerMinutes', 'commentary', 'openingOdds', 'closingOdds', 'inPlayOdds']),
    );
  });
});
