import { describe, expect, it } from 'vitest';
import { leaderNames, playerLeaders, teamLeader } from './player-leaders.ts';
import { testPlayer } from './test-game.ts';

describe('球员之最 (playerLeaders)', () => {
  const players = [
    testPlayer('詹姆斯', { points: 24, rebounds: 7, assists: 9 }),
    testPlayer('戴维斯', { points: 18, rebounds: 11, assists: 2 }),
    testPlayer('里夫斯', { starter: false, minutes: 20, points: 12, rebounds: 3, assists: 4 }),
    testPlayer('库里', { side: 'away', points: 31, rebounds: 4, assists: 6 }),
    testPlayer('格林', { side: 'away', points: 8, rebounds: 9, assists: 7 }),
  ];

  it('names each side’s top scorer, rebounder and assister with the number, in 得分/篮板/助攻 order', () => {
    const rows = playerLeaders(players);
    expect(rows.map((r) => [r.label, r.home, r.away])).toEqual([
      ['得分', { value: 24, names: ['詹姆斯'] }, { value: 31, names: ['库里'] }],
      ['篮板', { value: 11, names: ['戴维斯'] }, { value: 9, names: ['格林'] }],
      ['助攻', { value: 9, names: ['詹姆斯'] }, { value: 7, names: ['格林'] }],
    ]);
  });

  it('never takes a leader from the other side', () => {
    // 库里's 31 is the game's high but not 湖人's.
    expect(teamLeader(players, 'home', 'points')?.names).toEqual(['詹姆斯']);
    expect(teamLeader(players, 'away', 'rebounds')?.names).toEqual(['格林']);
  });

  it('a tie names every player on the number, in the box score’s order (starters first, then bench by minutes)', () => {
    const tied = [
      testPlayer('替补少', { starter: false, minutes: 5, rebounds: 6 }),
      testPlayer('替补多', { starter: false, minutes: 22, rebounds: 6 }),
      testPlayer('首发', { rebounds: 6 }),
      testPlayer('少的', { rebounds: 2 }),
    ];
    expect(teamLeader(tied, 'home', 'rebounds')).toEqual({ value: 6, names: ['首发', '替补多', '替补少'] });
  });

  it('nobody leads with 0: no assist yet, or only players who did not play (0 minutes), leaves the cell empty', () => {
    const early = [
      testPlayer('詹姆斯', { points: 2 }),
      testPlayer('戴维斯'),
      testPlayer('未上场', { starter: false, minutes: 0 }),
    ];
    expect(teamLeader(early, 'home', 'assists')).toBeNull();
    // The scorer is the one who scored, not the whole roster tied at 0.
    expect(teamLeader(early, 'home', 'points')).toEqual({ value: 2, names: ['詹姆斯'] });
    const dnp = [testPlayer('未上场甲', { minutes: 0 }), testPlayer('未上场乙', { minutes: 0 })];
    expect(playerLeaders(dnp).every((r) => r.home === null && r.away === null)).toBe(true);
  });

  it('a side without lines has no leaders', () => {
    expect(playerLeaders([]).map((r) => [r.home, r.away])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
  });
});

describe('leaderNames', () => {
  it('prints one or two tied names whole', () => {
    expect(leaderNames({ value: 6, names: ['甲', '乙'] })).toEqual({ shown: ['甲', '乙'], more: null });
  });

  it('three or more tied print the first two and 等N人 counting everyone', () => {
    expect(leaderNames({ value: 6, names: ['甲', '乙', '丙'] })).toEqual({
      shown: ['甲', '乙'],
      more: '等3人',
    });
  });
});
