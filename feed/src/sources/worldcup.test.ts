import {
  type FootballHeader,
  type FootballMatch,
  footballHeaderSchema,
  footballScheduleSchema,
} from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedHandle } from '../start.ts';
import { SFGIO_2018_06_27, startWorldCupReplay, worldCupDataPresent } from '../test-support/world-cup.ts';
import { dayStart } from '../util/day-time.ts';

const present = worldCupDataPresent(SFGIO_2018_06_27, 'the World Cup replay tests');

let feed: FeedHandle;
const get = async (path: string) =>
  ((await (await fetch(`${feed.url}/sc/api/${path}`)).json()) as { data: unknown }).data;
const day = async (date: string) =>
  footballScheduleSchema.parse(await get(`football/scheduleByDate?date=${date}`)).matches;
const header = async (id: string): Promise<FootballHeader> =>
  footballHeaderSchema.parse(await get(`football/header?matchId=${id}`));
const find = (list: FootballMatch[], home: string, away: string) => {
  const m = list.find((x) => x.homeName === home && x.awayName === away);
  if (!m) throw new Error(`${home}–${away} not replayed`);
  return m;
};

describe.skipIf(!present)('[WC3] --source worldcup replays the real 2018-06-27 match day', () => {
  beforeAll(async () => {
    // 22:00 Beijing on the 27th: the 14:00Z pair is about to kick off, the 18:00Z pair plays after midnight.
    feed = await startWorldCupReplay('21:50');
  });
  afterAll(() => feed?.stop());

  it('lists the four real matches on their Beijing days, under 世界杯, not started yet', async () => {
    const today = await day('2018-06-27');
    const kor = find(today, '韩国', '德国');
    const mex = find(today, '墨西哥', '瑞典');
    expect(kor).toMatchObject({ leagueId: '75', leagueName: '世界杯', round: 'F组', state: 0 });
    expect(new Date(kor.kickoff).toISOString()).toBe('2018-06-27T14:00:00.000Z');
    expect(mex.state).toBe(0);
    const next = await day('2018-06-28');
    expect(new Date(find(next, '塞尔维亚', '巴西').kickoff).toISOString()).toBe('2018-06-27T18:00:00.000Z');
    find(next, '瑞士', '哥斯达黎加');
  });

  it("names a match's round as /worldcup and the 资料库 do: D组 for a group match, 1/8决赛 after", async () => {
    const info = (await get('football/worldcupInfo?season=2018')) as {
      stages: { matches: { id: string; round: string }[] }[];
    };
    const rounds = new Map(info.stages.flatMap((s) => s.matches.map((m) => [m.id, m.round])));
    const listed = [...(await day('2018-06-27')), ...(await day('2018-06-30'))];
    expect(listed.length).toBeGreaterThan(4);
    for (const m of listed) expect(m.round).toBe(rounds.get(m.id));
    expect(find(listed, '韩国', '德国').round).toBe('F组');
    expect(find(listed, '法国', '阿根廷').round).toBe('1/8决赛');
    expect((await header(find(listed, '韩国', '德国').id)).match.round).toBe('F组');
  });

  it('plays through the live machinery: in play at 23:30, then the real full-time scores', async () => {
    feed.clock.set(dayStart('2018-06-27') + 23.5 * 3600_000);
    const live = find(await day('2018-06-27'), '韩国', '德国');
    expect([live.state, live.homeScore, live.awayScore]).toEqual([3, 0, 0]);
    // The gateway polls change with the version it last saw: a 2018 day still has one that counts up.
    const change = (await get('football/change?version=0')) as { version: number };
    expect(change.version).toBeGreaterThan(0);
    feed.clock.set(dayStart('2018-06-28') + 12 * 3600_000);
    const a = await day('2018-06-27');
    const b = await day('2018-06-28');
    const score = (m: FootballMatch) => [m.state, m.homeScore, m.awayScore];
    expect(score(find(a, '韩国', '德国'))).toEqual([-1, 2, 0]);
    expect(score(find(a, '墨西哥', '瑞典'))).toEqual([-1, 0, 3]);
    expect(score(find(b, '塞尔维亚', '巴西'))).toEqual([-1, 0, 2]);
    expect(score(find(b, '瑞士', '哥斯达黎加'))).toEqual([-1, 2, 2]);
  });

  it('has the file’s goals with minutes, cards, substitutions, line-ups and statistics', async () => {
    const kor = await header(find(await day('2018-06-27'), '韩国', '德国').id);
    const goals = kor.events.filter((e) => e.kind === 'goal');
    expect(goals.map((e) => [e.side, e.player, e.minute, e.addedTime, e.generated])).toEqual([
      ['home', '金英权', 90, 3, false],
      ['home', '孙兴慜', 90, 6, false],
    ]);
    expect(kor.events.filter((e) => e.kind === 'yellow' && e.side === 'home')).toHaveLength(4);
    expect(kor.events.find((e) => e.kind === 'sub' && e.minute === 56)).toMatchObject({
      side: 'home',
      player: '黄喜灿',
      relatedPlayer: '具滋哲',
    });
    expect(kor.lineups?.home.formation).toBe('4-4-2');
    expect(kor.lineups?.away.starters).toHaveLength(11);
    expect(kor.lineups?.home.starters[0]).toEqual({
      name: '赵贤祐',
      number: 23,
      position: 'GK',
      captain: false,
    });
    expect(kor.tech.shots).toEqual({ home: 11, away: 26 });
    expect(kor.tech.corners).toEqual({ home: 3, away: 8 });
    expect(kor.venue).toBe('喀山竞技场（喀山）');
    expect(kor.referee).toBe('盖格');
    expect(kor.weather).toBe('晴 28℃');

    // Mexico's own goal is listed under Mexico in the file and counts for Sweden.
    const mex = await header(find(await day('2018-06-27'), '墨西哥', '瑞典').id);
    expect(mex.events.filter((e) => e.kind === 'ownGoal')).toEqual([
      expect.objectContaining({ side: 'away', player: '埃德森·阿尔瓦雷斯', minute: 74 }),
    ]);
    expect(mex.events.find((e) => e.kind === 'penaltyGoal')).toMatchObject({
      player: '格兰奎斯特',
      minute: 62,
    });
  });

  it('瑞士–哥斯达黎加 90+3 is 索默’s own goal, as FIFA, openfootball, /worldcup and the 射手榜 have it, not a 鲁伊斯 penalty', async () => {
    // The sfg.io capture says "goal-penalty Bryan RUIZ": the penalty hit the bar and went in off Sommer.
    feed.clock.set(dayStart('2018-06-28') + 12 * 3600_000);
    const sui = await header(find(await day('2018-06-28'), '瑞士', '哥斯达黎加').id);
    const scoring = ['goal', 'penaltyGoal', 'ownGoal'];
    const late = sui.events.filter((e) => scoring.includes(e.kind) && e.minute === 90 && e.addedTime === 3);
    expect(late.map((e) => [e.kind, e.side, e.player, e.score])).toEqual([
      ['ownGoal', 'away', '索默', '2-2'],
    ]);
    expect(sui.events.some((e) => e.kind === 'penaltyGoal')).toBe(false);
  });

  it('commentary tells the real goals in Chinese', async () => {
    const id = find(await day('2018-06-27'), '韩国', '德国').id;
    const words = (await get(`football/liveWords?cursor=0&matchId=${id}&limit=5000`)) as {
      words: { text: string }[];
    };
    expect(words.words.some((w) => w.text.includes('金英权'))).toBe(true);
  });

  it('any other World Cup day replays openfootball: the 2022 final goes to penalties, 3–3 then 4–2', async () => {
    const final = (await day('2022-12-18')).concat(await day('2022-12-19'));
    const arg = find(final, '阿根廷', '法国');
    feed.clock.set(dayStart('2022-12-19') + 12 * 3600_000);
    const after = find((await day('2022-12-18')).concat(await day('2022-12-19')), '阿根廷', '法国');
    expect(arg.id).toBe(after.id);
    expect([after.state, after.homeScore, after.awayScore, after.homePenalty, after.awayPenalty]).toEqual([
      -1, 3, 3, 4, 2,
    ]);
    // [D6] Bets settle on regular time: 2–2 after 90 minutes, the extra-time goals (108', 118') excluded.
    expect(after.regular).toEqual({ home: 2, away: 2 });
    const h = await header(after.id);
    expect(
      h.events.filter((e) => e.kind === 'goal' || e.kind === 'penaltyGoal').map((e) => e.minute),
    ).toEqual([23, 36, 80, 81, 108, 118]);
  });
});
