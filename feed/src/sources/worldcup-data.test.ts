import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isKnownNation, nation } from '../catalog/nations-zh.ts';
import {
  WC_DATA as DATA,
  THROUGH_2018_06_27_1340Z,
  throughByGroup,
  worldCupDataPresent,
} from '../test-support/world-cup.ts';
import { loadWorldCups, type WcTournament } from './worldcup-data.ts';
import { WorldCupView } from './worldcup-view.ts';

const present = worldCupDataPresent(
  join('openfootball-worldcup', '2022', 'worldcup.json'),
  'the World Cup tests',
);

type Pair = [number, number];
interface RawMatch {
  round: string;
  team1: string;
  team2: string;
  group?: string;
  score: { ft: Pair; et?: Pair; p?: Pair };
}
const raw = (year: string) =>
  (
    JSON.parse(readFileSync(join(DATA, 'openfootball-worldcup', year, 'worldcup.json'), 'utf8')) as {
      matches: RawMatch[];
    }
  ).matches;
const cupOf = (year: string): WcTournament => {
  const cup = loadWorldCups(DATA).find((c) => c.year === year);
  if (!cup) throw new Error(`no ${year}`);
  return cup;
};
/** Long after every tournament in the data. */
const LATER = Date.UTC(2030, 0, 1);

/** Points and goal difference per team, counted straight from a file's group results. */
function tablesFromFile(year: string): Map<string, { points: number; goalDiff: number }> {
  const rows = new Map<string, { points: number; goalDiff: number }>();
  for (const m of raw(year).filter((x) => x.group)) {
    const [h, a] = m.score.ft;
    for (const [team, gf, ga] of [
      [m.team1, h, a],
      [m.team2, a, h],
    ] as const) {
      const code = nation(team).code;
      const row = rows.get(code) ?? { points: 0, goalDiff: 0 };
      row.points += gf > ga ? 3 : gf === ga ? 1 : 0;
      row.goalDiff += gf - ga;
      rows.set(code, row);
    }
  }
  return rows;
}

/** FIFA's published final group tables of 2022: points and goal difference. */
const FIFA_2022: Record<string, [number, number][]> = {
  A: [
    [7, 4],
    [6, 1],
    [4, 1],
    [0, -6],
  ],
  B: [
    [7, 7],
    [5, 1],
    [3, -3],
    [1, -5],
  ],
  C: [
    [6, 3],
    [4, 0],
    [4, -1],
    [3, -2],
  ],
  D: [
    [6, 3],
    [6, -1],
    [4, 0],
    [1, -2],
  ],
  E: [
    [6, 1],
    [4, 6],
    [4, 1],
    [3, -8],
  ],
  F: [
    [7, 3],
    [5, 3],
    [4, -1],
    [0, -5],
  ],
  G: [
    [6, 2],
    [6, 1],
    [4, 0],
    [1, -3],
  ],
  H: [
    [6, 2],
    [4, 0],
    [4, 0],
    [3, -2],
  ],
};
const FIFA_2022_ORDER: Record<string, string[]> = {
  A: ['荷兰', '塞内加尔', '厄瓜多尔', '卡塔尔'],
  B: ['英格兰', '美国', '伊朗', '威尔士'],
  C: ['阿根廷', '波兰', '墨西哥', '沙特阿拉伯'],
  D: ['法国', '澳大利亚', '突尼斯', '丹麦'],
  E: ['日本', '西班牙', '德国', '哥斯达黎加'],
  F: ['摩洛哥', '克罗地亚', '比利时', '加拿大'],
  G: ['巴西', '瑞士', '喀麦隆', '塞尔维亚'],
  H: ['葡萄牙', '韩国', '乌拉圭', '加纳'],
};

describe.skipIf(!present)('[WC1] finished World Cups agree with the openfootball files', () => {
  it('names every team of 2018, 2022 and 2026 in Chinese', () => {
    for (const year of ['2018', '2022', '2026']) {
      for (const m of raw(year)) {
        expect(isKnownNation(m.team1), m.team1).toBe(true);
        expect(isKnownNation(m.team2), m.team2).toBe(true);
      }
    }
  });

  it('[WC5] names the ground of every match of 2018, 2022 and 2026 in Chinese', () => {
    for (const cup of loadWorldCups(DATA)) {
      for (const m of cup.matches) {
        if (m.venue) expect(m.venue, `${cup.year} #${m.num}`).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it('2018: every group team’s points, goal difference and place equal worldcup.standings.json', () => {
    const file = JSON.parse(
      readFileSync(join(DATA, 'openfootball-worldcup', '2018', 'worldcup.standings.json'), 'utf8'),
    ) as {
      groups: {
        name: string;
        standings: {
          team: { code: string };
          pos: number;
          pts: number;
          goals_for: number;
          goals_against: number;
        }[];
      }[];
    };
    const groups = new WorldCupView(cupOf('2018'), LATER).groups();
    expect(groups).toHaveLength(8);
    for (const g of file.groups) {
      const table = groups.find((x) => x.name === `${g.name.replace('Group ', '')}组`)?.table ?? [];
      expect(table).toHaveLength(4);
      for (const s of g.standings) {
        const row = table.find((r) => r.rank === s.pos);
        expect(row, `${g.name} #${s.pos}`).toBeDefined();
        expect(cupOf('2018').teams.find((t) => t.id === row?.teamId)?.code).toBe(s.team.code);
        expect(row?.points).toBe(s.pts);
        expect(row?.goalDiff).toBe(s.goals_for - s.goals_against);
      }
    }
  });

  it('2022: every group team’s points and goal difference equal the file’s results and FIFA’s tables', () => {
    const cup = cupOf('2022');
    const fromFile = tablesFromFile('2022');
    const groups = new WorldCupView(cup, LATER).groups();
    expect(groups).toHaveLength(8);
    for (const g of groups) {
      const letter = g.name.replace('组', '');
      expect(g.table.map((r) => r.teamName)).toEqual(FIFA_2022_ORDER[letter]);
      expect(g.table.map((r) => [r.points, r.goalDiff])).toEqual(FIFA_2022[letter]);
      for (const r of g.table) {
        const code = cup.teams.find((t) => t.id === r.teamId)?.code ?? '';
        expect({ points: r.points, goalDiff: r.goalDiff }, code).toEqual(fromFile.get(code));
      }
      // The top two of each group went through.
      expect(g.table.map((r) => r.advanced)).toEqual([true, true, false, false]);
    }
  });

  it.each(['2018', '2022'])(
    '%s: every match ends with the file’s score, extra time and penalties',
    (year) => {
      const view = new WorldCupView(cupOf(year), LATER);
      const served = view.stages().flatMap((s) => s.matches);
      const file = raw(year);
      expect(served).toHaveLength(file.length);
      for (const f of file) {
        const home = nation(f.team1).zh;
        const away = nation(f.team2).zh;
        const m = served.find((x) => x.homeName === home && x.awayName === away);
        expect(m, `${f.team1}–${f.team2}`).toBeDefined();
        const final = f.score.et ?? f.score.ft;
        expect([m?.homeScore, m?.awayScore]).toEqual(final);
        expect(m?.extraTime).toBe(f.score.et !== undefined);
        expect([m?.homePenalties, m?.awayPenalties]).toEqual(f.score.p ?? [null, null]);
        expect(m?.state).toBe(-1);
      }
    },
  );

  it('2022: the final is 阿根廷 3–3 法国 after extra time, Argentina win 4–2 on penalties', () => {
    const view = new WorldCupView(cupOf('2022'), LATER);
    const final = view.bracket().at(-1)?.matches[0];
    expect(final).toMatchObject({
      stage: 'final',
      homeName: '阿根廷',
      awayName: '法国',
      homeScore: 3,
      awayScore: 3,
      homeHalf: 2,
      awayHalf: 0,
      extraTime: true,
      homePenalties: 4,
      awayPenalties: 2,
    });
    expect(final?.winnerId).toBe(final?.homeId);
    expect(view.champion()?.name).toBe('阿根廷');
    expect(new WorldCupView(cupOf('2018'), LATER).champion()?.name).toBe('法国');
  });

  it('the bracket is in draw order: each tie is fed by the two before it', () => {
    for (const year of ['2018', '2022', '2026']) {
      const bracket = new WorldCupView(cupOf(year), LATER).bracket();
      for (let r = 1; r < bracket.length; r++) {
        const prev = bracket[r - 1]?.matches ?? [];
        bracket[r]?.matches.forEach((m, i) => {
          expect(
            [prev[2 * i]?.winnerId, prev[2 * i + 1]?.winnerId],
            `${year} ${bracket[r]?.name} ${i}`,
          ).toEqual([m.homeId, m.awayId]);
        });
      }
    }
  });

  it('top scorers: 姆巴佩 8 in 2022, 凯恩 6 in 2018; own goals are not the scorer’s', () => {
    const s2022 = new WorldCupView(cupOf('2022'), LATER).scorers();
    expect(s2022[0]).toMatchObject({ player: '姆巴佩', teamName: '法国', goals: 8, penalties: 2 });
    expect(s2022[1]).toMatchObject({ player: '梅西', teamName: '阿根廷', goals: 7 });
    const s2018 = new WorldCupView(cupOf('2018'), LATER).scorers();
    expect(s2018[0]).toMatchObject({ player: '凯恩', teamName: '英格兰', goals: 6 });
    type RawGoal = { name: string; owngoal?: boolean };
    const goals2018 = raw('2018').flatMap((m) => {
      const g = m as { goals1?: RawGoal[]; goals2?: RawGoal[] };
      return [...(g.goals1 ?? []), ...(g.goals2 ?? [])];
    });
    // Mandžukić has four goals in the file, one into his own net in the final: three count, one row.
    expect(s2018.filter((r) => r.player === '曼朱基奇')).toEqual([
      expect.objectContaining({ teamName: '克罗地亚', goals: 3 }),
    ]);
    const ownGoals = goals2018.filter((g) => g.owngoal).length;
    expect(ownGoals).toBeGreaterThan(0);
    const total2018 = raw('2018').reduce(
      (n, m) => n + (m.score.et ?? m.score.ft)[0] + (m.score.et ?? m.score.ft)[1],
      0,
    );
    expect(s2018.reduce((n, r) => n + r.goals, 0)).toBe(total2018 - ownGoals);
  });
});

describe.skipIf(!present)('[WC2] a World Cup ahead of the clock shows no result it could not know', () => {
  const cup = () => cupOf('2026');
  const before = Date.UTC(2026, 4, 1);

  it('2026 has 48 teams in 12 groups of four', () => {
    expect(cup().teams).toHaveLength(48);
    expect(cup().groups).toHaveLength(12);
    for (const g of cup().groups) expect(g.teamIds).toHaveLength(4);
    expect(cup().matches).toHaveLength(104);
  });

  it('before kick-off: 未开赛 everywhere, zero tables, knockout slots 待定, no champion or scorers', () => {
    const view = new WorldCupView(cup(), before);
    expect(view.status()).toBe('upcoming');
    const matches = view.stages().flatMap((s) => s.matches);
    expect(matches.every((m) => m.state === 0 && m.homeScore === null && m.goals.length === 0)).toBe(true);
    expect(matches.filter((m) => m.stage !== 'group').every((m) => m.homeName === '待定')).toBe(true);
    expect(view.groups().every((g) => g.table.every((r) => r.played === 0 && !r.advanced))).toBe(true);
    expect(view.champion()).toBeNull();
    expect(view.scorers()).toEqual([]);
  });

  it('mid-group-stage: results so far only, the round of 32 still 待定', () => {
    const view = new WorldCupView(cup(), Date.UTC(2026, 5, 20));
    expect(view.status()).toBe('live');
    const matches = view.stages().flatMap((s) => s.matches);
    const done = matches.filter((m) => m.state === -1);
    expect(done.length).toBeGreaterThan(0);
    expect(done.every((m) => m.kickoff < Date.UTC(2026, 5, 20))).toBe(true);
    expect(matches.filter((m) => m.stage === 'r32').every((m) => m.homeName === '待定')).toBe(true);
  });

  it('[WC2] a group that is over marks its two through (出线) while other groups still play', () => {
    // 27 Jun 2018, 13:40 UTC (the worldcup replay day): groups A–D are over, E–H still have a round to play.
    const view = new WorldCupView(cupOf('2018'), Date.UTC(2018, 5, 27, 13, 40));
    expect(throughByGroup(view.groups())).toEqual(THROUGH_2018_06_27_1340Z);
    // The round of 16 is still 待定 until every group is over.
    const r16 = view.stages().find((s) => s.stage === 'r16')?.matches ?? [];
    expect(r16.every((m) => m.homeName === '待定')).toBe(true);
  });

  it('[WC2] 2026: a third place that goes through as one of the best thirds is not marked before every group is over', () => {
    // 26 Jun 2026, 12:00 UTC: groups A–F are over, G–L still play; who of the thirds goes through is not known yet.
    const view = new WorldCupView(cup(), Date.UTC(2026, 5, 26, 12));
    const after = new WorldCupView(cup(), LATER).groups();
    const over = ['A组', 'B组', 'C组', 'D组', 'E组', 'F组'];
    const groups = view.groups();
    for (const g of groups) {
      const through = g.table.filter((r) => r.advanced).map((r) => r.rank);
      expect([g.name, through]).toEqual([g.name, over.includes(g.name) ? [1, 2] : []]);
    }
    // The check bites: a third of a finished group is through once every group is over.
    const thirds = groups.filter((g) => over.includes(g.name)).map((g) => g.table[2]?.teamId);
    const laterThrough = after.flatMap((g) => g.table.filter((r) => r.advanced).map((r) => r.teamId));
    expect(thirds.some((id) => id !== undefined && laterThrough.includes(id))).toBe(true);
  });
});
