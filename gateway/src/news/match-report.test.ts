import {
  EMPTY_MAIN_ODDS,
  type FootballEvent,
  type FootballHeader,
  type FootballMatch,
  FootballState,
  matchDay,
} from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { matchReport } from './match-report.ts';

// 2026-11-22 20:00 Beijing.
const KICKOFF = Date.UTC(2026, 10, 22, 12, 0);

function row(over: Partial<FootballMatch> = {}): FootballMatch {
  return {
    id: 'm1',
    leagueId: '36',
    leagueName: '英超',
    leagueColor: '#ff3333',
    round: '第12轮',
    season: '2026-2027',
    homeId: 'h',
    homeName: '曼城',
    awayId: 'a',
    awayName: '阿森纳',
    homeRank: null,
    awayRank: null,
    kickoff: KICKOFF,
    state: FootballState.Finished,
    periodStart: null,
    injuryTime: 0,
    homeScore: 0,
    awayScore: 0,
    homeHalf: 0,
    awayHalf: 0,
    homeRed: 0,
    awayRed: 0,
    homeYellow: 0,
    awayYellow: 0,
    homeCorner: 4,
    awayCorner: 7,
    homePenalty: null,
    awayPenalty: null,
    regular: null,
    odds: EMPTY_MAIN_ODDS,
    closing: null,
    hasLineup: false,
    hasAnimation: false,
    neutral: false,
    ...over,
  };
}

let n = 0;
const ev = (
  kind: FootballEvent['kind'],
  side: 'home' | 'away',
  minute: number,
  over: Partial<FootballEvent> = {},
) =>
  ({
    id: `e${++n}`,
    kind,
    side,
    minute,
    addedTime: null,
    player: null,
    relatedPlayer: null,
    score: null,
    generated: false,
    ...over,
  }) satisfies FootballEvent;

const header = (
  match: FootballMatch,
  events: FootballEvent[] = [],
  tech: FootballHeader['tech'] = {},
): FootballHeader => ({
  match,
  events,
  tech,
  lineups: null,
  venue: '',
  referee: '',
  weather: '',
});

const text = (html: string) => html.replace(/<[^>]+>/g, '');

/**
 * [N7] The fact check: every number the report prints is one the input holds (scores, minutes, stats,
 * lines, the date), and every name it prints is a team or a player of the input.
 */
function assertOnlyInputFacts(h: FootballHeader, html: string) {
  const m = h.match;
  const allowed = new Set<string>();
  const add = (...xs: (number | null | undefined)[]) => {
    for (const x of xs) if (x !== null && x !== undefined) allowed.add(String(x));
  };
  add(m.homeScore, m.awayScore, m.homeHalf, m.awayHalf, m.homeRed, m.awayRed, m.homeYellow, m.awayYellow);
  add(m.homeCorner, m.awayCorner, m.homePenalty, m.awayPenalty, m.regular?.home, m.regular?.away);
  add(m.homeScore + m.awayScore, m.regular ? m.regular.home + m.regular.away : null);
  for (const part of matchDay(m.kickoff).split('-')) add(Number(part));
  for (const d of m.round.match(/\d+/g) ?? []) add(Number(d));
  for (const e of h.events) {
    add(e.minute, e.addedTime);
    for (const s of e.score?.split('-') ?? []) add(Number(s));
  }
  for (const t of Object.values(h.tech)) add(t.home, t.away);
  if (m.closing?.da) add(m.closing.da.line);
  for (const num of text(html).match(/\d+(\.\d+)?/g) ?? []) expect(allowed, `number ${num}`).toContain(num);
  expect(html).not.toMatch(/undefined|null|NaN/);
}

describe('[N7] match report templates', () => {
  it('[N7] a 0-0 says nobody scored, the cards and stats from the row, and the closing line result', () => {
    const m = row({
      homeYellow: 2,
      awayYellow: 1,
      closing: {
        ya: { line: 0.5, home: 0.9, away: 0.95 },
        da: { line: 2.5, over: 0.9, under: 0.9 },
        ou: null,
      },
    });
    const h = header(m, [], { possession: { home: 61, away: 39 }, shots: { home: 14, away: 6 } });
    const r = matchReport(h);
    const body = text(r.content);
    expect(r.title).toBe('英超：曼城0-0战平阿森纳');
    expect(body).toContain('北京时间11月22日，英超第12轮，曼城主场迎战阿森纳。');
    expect(body).toContain('曼城与阿森纳0比0战平');
    expect(body).toContain('上半场双方战成0比0');
    expect(body).toContain('本场比赛双方均未能破门');
    expect(body).toContain('全场曼城2张黄牌，阿森纳1张黄牌');
    expect(body).toContain('曼城控球率61%，射门14次，角球4个');
    expect(body).toContain('阿森纳控球率39%，射门6次，角球7个');
    // Home gave half a goal and drew: home loses the handicap; 0 goals under 2.5 is 小球.
    expect(body).toContain('亚盘终盘曼城让半球，曼城输盘');
    expect(body).toContain('大小球终盘2.5球，全场共0球，开出小球');
    expect(r.childType).toBe(1);
    assertOnlyInputFacts(h, r.content);
  });

  it('[N7] a comeback names the scorers with their minutes, a penalty and an own goal, in order', () => {
    const m = row({ homeScore: 3, awayScore: 1, homeHalf: 0, awayHalf: 1 });
    const events = [
      ev('goal', 'away', 23, { player: '萨卡', relatedPlayer: '厄德高', score: '0-1' }),
      ev('penaltyGoal', 'home', 58, { player: '哈兰德', score: '1-1' }),
      ev('ownGoal', 'home', 71, { player: '萨利巴', score: '2-1' }),
      ev('goal', 'home', 90, { addedTime: 3, player: '福登', score: '3-1' }),
    ];
    const h = header(m, events);
    const r = matchReport(h);
    const body = text(r.content);
    expect(r.title).toBe('英超：曼城3-1逆转阿森纳');
    expect(body).toContain('曼城以3比1逆转阿森纳');
    expect(body).toContain('上半场阿森纳以1比0领先');
    expect(body).toContain('第23分钟，萨卡为阿森纳破门，厄德高助攻，比分变为0比1');
    expect(body).toContain('第58分钟，曼城的哈兰德主罚点球命中，比分变为1比1');
    expect(body).toContain('第71分钟，萨利巴自摆乌龙，曼城得分，比分变为2比1');
    expect(body).toContain('第90+3分钟，福登为曼城破门，比分变为3比1');
    expect(body.indexOf('萨卡')).toBeLessThan(body.indexOf('福登'));
    // No odds in the data: no odds sentence.
    expect(body).not.toContain('盘口');
    assertOnlyInputFacts(h, r.content);
  });

  it('[N7] a lead VAR struck off was never a lead: no 逆转 for the side that then won', () => {
    const m = row({ homeScore: 2, awayScore: 0, homeHalf: 0, awayHalf: 0 });
    const events = [
      ev('goal', 'away', 23, { player: '萨卡', score: '0-1' }),
      ev('goalCancelled', 'away', 25, { player: '萨卡', score: '0-0' }),
      ev('goal', 'home', 60, { player: '哈兰德', score: '1-0' }),
      ev('goal', 'home', 80, { player: '福登', score: '2-0' }),
    ];
    const r = matchReport(header(m, events));
    expect(r.title).toBe('英超：曼城2-0力克阿森纳');
    expect(text(r.content)).toContain('曼城以2比0战胜阿森纳');
  });

  it('[N7] red cards name who was sent off and when; an away win reads from the winner', () => {
    const m = row({
      homeScore: 0,
      awayScore: 2,
      homeHalf: 0,
      awayHalf: 1,
      homeRed: 2,
      awayRed: 0,
      homeYellow: 3,
    });
    const events = [
      ev('red', 'home', 30, { player: '罗德里' }),
      ev('goal', 'away', 40, { player: '哲凯赖什', score: '0-1' }),
      ev('secondYellow', 'home', 66, { player: '沃克' }),
      ev('goal', 'away', 80, { player: '萨卡', score: '0-2' }),
    ];
    const h = header(m, events);
    const r = matchReport(h);
    const body = text(r.content);
    expect(r.title).toBe('英超：曼城0-2不敌阿森纳');
    expect(body).toContain('阿森纳客场以2比0战胜曼城');
    expect(body).toContain('第30分钟，曼城的罗德里吃到红牌被罚下。');
    expect(body).toContain('第66分钟，曼城的沃克两黄变红被罚下。');
    expect(body).toContain('全场曼城3张黄牌，阿森纳0张黄牌');
    assertOnlyInputFacts(h, r.content);
  });

  it('[N7] unknown scorer names are said to be missing, never guessed', () => {
    const m = row({ homeScore: 1, awayScore: 1, homeRed: 1 });
    const events = [
      ev('goal', 'home', 12, { player: null, score: '1-0' }),
      ev('penaltyGoal', 'away', 77, { player: '', score: '1-1' }),
    ];
    const h = header(m, events);
    const r = matchReport(h);
    const body = text(r.content);
    expect(body).toContain('第12分钟，曼城取得进球（进球球员信息暂缺），比分变为1比0');
    expect(body).toContain('第77分钟，阿森纳罚进点球（罚球球员信息暂缺），比分变为1比1');
    // A red card in the row without its event: the total only.
    expect(body).toContain('曼城全场有1人被红牌罚下。');
    assertOnlyInputFacts(h, r.content);
  });

  it('[N7] minutes the upstream generated to fit totals are not reported as facts', () => {
    const m = row({ homeScore: 2, awayScore: 0 });
    const events = [
      ev('goal', 'home', 10, { player: '某球员', score: '1-0', generated: true }),
      ev('goal', 'home', 50, { player: '另一球员', score: '2-0', generated: true }),
    ];
    const r = matchReport(header(m, events));
    const body = text(r.content);
    expect(body).toContain('本场进球的时间与进球球员信息暂缺');
    expect(body).not.toContain('某球员');
    expect(body).not.toContain('第10分钟');
  });

  it('[N7] extra time and a shoot-out: the title names who went through on penalties, not 战平; the handicap settles on the regular-time score; names are escaped', () => {
    const m = row({
      homeName: '<b>国米</b>',
      homeScore: 2,
      awayScore: 2,
      regular: { home: 1, away: 1 },
      homePenalty: 4,
      awayPenalty: 5,
      closing: {
        ya: { line: -0.25, home: 0.9, away: 0.95 },
        da: { line: 2.75, over: 0.9, under: 0.9 },
        ou: null,
      },
    });
    const h = header(m);
    const r = matchReport(h);
    const body = text(r.content);
    expect(r.content).not.toContain('<b>');
    expect(r.content).toContain('&lt;b&gt;国米');
    expect(body).toContain('常规时间双方战成1比1，加时赛后比分定格为2比2');
    expect(body).toContain('点球大战中阿森纳以5比4胜出');
    // A tie won on penalties is headlined by who went through, not as a draw.
    expect(r.title).toBe('英超：阿森纳点球大战5-4击败<b>国米</b>');
    expect(body).toContain('全场比赛结束，&lt;b&gt;国米&lt;/b&gt;与阿森纳战成2比2。');
    expect(body).not.toContain('战平');
    // Home received a quarter goal at 1-1 regular time: half the stake wins.
    expect(body).toContain(
      '亚盘终盘&lt;b&gt;国米&lt;/b&gt;受让平/半，按常规时间比分1比1计算，&lt;b&gt;国米&lt;/b&gt;赢半盘',
    );
    expect(body).toContain('大小球终盘2.75球，常规时间共2球，开出小球');
    assertOnlyInputFacts(h, r.content);
  });
});
