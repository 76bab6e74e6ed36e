import type { CupInfo, CupTableRow } from '@kuyi/shared';

/** A table row with nothing won, drawn, lost or scored; tests override what they look at. */
export function testStandingRow(
  rank: number,
  teamId: string,
  teamName: string,
  over: Partial<CupTableRow> = {},
): CupTableRow {
  return {
    rank,
    teamId,
    teamName,
    played: 0,
    win: 0,
    draw: 0,
    lose: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    goalDiff: 0,
    points: 0,
    form: [],
    ...over,
  };
}

/** The 2018 世界杯 (cup 75) with no groups and no stages; tests give the ones they look at. */
export function testCupInfo(over: Partial<CupInfo> = {}): CupInfo {
  return {
    cup: {
      id: '75',
      name: '世界杯',
      alias: 'FIFA World Cup',
      color: '#8A1538',
      region: '国际',
      kind: 'cup',
      sport: 'football',
      currentSeason: '2018',
      seasons: ['2018'],
    },
    season: '2018',
    groups: [],
    stages: [],
    ...over,
  };
}
