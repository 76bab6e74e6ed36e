import type { CompetitionInfo, DatabaseIndex } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { competitionPath, teamFixturesPath, teamPagePath } from './competition-path.ts';

const competition = (over: Partial<CompetitionInfo>): CompetitionInfo => ({
  id: '36',
  name: '英超',
  alias: 'Premier League',
  color: '#3b0a45',
  region: '英格兰',
  kind: 'league',
  sport: 'football',
  currentSeason: '2025-2026',
  seasons: ['2025-2026', '2024-2025'],
  ...over,
});

const index: DatabaseIndex = {
  regions: [
    { region: '英格兰', competitions: [competition({})] },
    { region: '欧洲', competitions: [competition({ id: '103', name: '欧冠', kind: 'cup' })] },
    { region: '美国', competitions: [competition({ id: '1', name: 'NBA', sport: 'basketball' })] },
  ],
};

describe('the match header links the competition to its database page only when the database has it', () => {
  it('a league goes to /database/league/:id, a cup to /database/cup/:id, as the index says', () => {
    expect(competitionPath(index, '36', '2025-2026')).toBe('/database/league/36');
    expect(competitionPath(index, '103', '2025-2026')).toBe('/database/cup/103');
  });

  it('an earlier season the database has is kept; one it does not have falls back to the current season', () => {
    expect(competitionPath(index, '36', '2024-2025')).toBe('/database/league/36/2024-2025');
    expect(competitionPath(index, '36', '2019-2020')).toBe('/database/league/36');
  });

  it('an id the database does not list (or a basketball one) gets no link at all', () => {
    expect(competitionPath(index, '999', '2025-2026')).toBeNull();
    expect(competitionPath(index, '1', '2025-2026')).toBeNull();
  });

  it('a team in the 积分 table links to its fixtures in that database season', () => {
    expect(teamFixturesPath(competition({}), '2025-2026', 'h')).toBe(
      '/database/league/36/2025-2026?team=h#fixtures',
    );
    expect(teamFixturesPath(competition({ id: '103', kind: 'cup' }), '2025-2026', 'a')).toBe(
      '/database/cup/103/2025-2026?team=a#fixtures',
    );
  });
});

describe('the match header links a team to its 资料库 season page only where the database has one', () => {
  it('a league match links its team to that season’s team page, the current season named when the match has none', () => {
    expect(teamPagePath(index, '36', '2024-2025', 'h')).toBe('/database/league/36/2024-2025/team/h');
    expect(teamPagePath(index, '36', '2025-2026', 'h')).toBe('/database/league/36/2025-2026/team/h');
    expect(teamPagePath(index, '36', '', 'h')).toBe('/database/league/36/2025-2026/team/h');
  });

  it('a cup, a league or season the database does not have, and a team without id get no link', () => {
    expect(teamPagePath(index, '103', '2025-2026', 'h')).toBeNull();
    expect(teamPagePath(index, '999', '2025-2026', 'h')).toBeNull();
    expect(teamPagePath(index, '36', '2019-2020', 'h')).toBeNull();
    expect(teamPagePath(index, '36', '2025-2026', '')).toBeNull();
  });
});
