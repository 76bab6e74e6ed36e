import {
  BASKETBALL_SPREAD_MOVE,
  BASKETBALL_TOTAL_MOVE,
  type BasketballMatch,
  BasketballState,
  type FootballMatch,
  FootballState,
  footballMinute,
  formatFootballMinute,
  handicapLabel,
  ODDS_LINE_MOVE,
  ODDS_PRICE_MOVE,
  type ReminderKind,
  spreadLabel,
  totalLineLabel,
} from '@kuyi/shared';

/** The list-row fields the detector reads. */
export type WatchedRow = Pick<
  FootballMatch,
  | 'id'
  | 'leagueId'
  | 'homeId'
  | 'awayId'
  | 'homeName'
  | 'awayName'
  | 'state'
  | 'periodStart'
  | 'homeScore'
  | 'awayScore'
  | 'homeRed'
  | 'awayRed'
  | 'odds'
>;

/** One thing that happened to a match, before it is addressed to anyone. */
export interface MatchEvent {
  kind: ReminderKind;
  matchId: string;
  /** Unique per event cluster-wide: with the user id, the reminders table's unique key ([AI4]). */
  key: string;
  title: string;
  body: string;
}

const score = (r: WatchedRow) => `${r.homeName} ${r.homeScore}-${r.awayScore} ${r.awayName}`;

/** "67' " (or "45+2' ") before a goal's or card's text, as a live-score popup gives it; '' when no period runs. */
function minuteOf(row: WatchedRow, feedNow: number | undefined): string {
  if (feedNow === undefined) return '';
  const minute = footballMinute(row, feedNow);
  return minute ? `${formatFootballMinute(minute)} ` : '';
}

/**
 * [AI2] The match events between two versions of a row: 开赛 (0 → 上半场), 进球 (a side's score went up; a VAR
 * correction downwards is no goal), 红牌 (a side's red count went up), 半场 (into 中场), 完场 (into 完场).
 * Keys name the event by its outcome (the score after a goal), so a second leader re-seeing it cannot repeat it;
 * `revision` (VAR corrections downwards seen so far) tells apart a score reached again after one.
 * `feedNow` (the upstream's clock, on which `periodStart` is) puts the minute before a goal's and a card's text.
 */
export function matchEvents(
  before: WatchedRow,
  after: WatchedRow,
  feedNow?: number,
  revision = 0,
): MatchEvent[] {
  const out: MatchEvent[] = [];
  // After a VAR correction (see ReminderGenerator.revisions) a score or red count can be reached twice.
  const again = revision > 0 ? `:v${revision}` : '';
  const id = after.id;
  const vs = `${after.homeName} vs ${after.awayName}`;
  if (before.state === FootballState.NotStarted && after.state === FootballState.FirstHalf)
    out.push({ kind: 'kickoff', matchId: id, key: `${id}:kickoff`, title: `${vs} 开赛了`, body: '比赛开始' });
  const homeGoal = after.homeScore > before.homeScore;
  const awayGoal = after.awayScore > before.awayScore;
  if (homeGoal || awayGoal) {
    const who = homeGoal && awayGoal ? '双方' : homeGoal ? after.homeName : after.awayName;
    out.push({
      kind: 'goal',
      matchId: id,
      key: `${id}:goal:${after.homeScore}-${after.awayScore}${again}`,
      title: `进球！${score(after)}`,
      body: `${minuteOf(after, feedNow)}${who}进球，当前比分 ${after.homeScore}-${after.awayScore}`,
    });
  }
  const homeRed = after.homeRed > before.homeRed;
  const awayRed = after.awayRed > before.awayRed;
  if (homeRed || awayRed) {
    const who = homeRed && awayRed ? '双方' : homeRed ? after.homeName : after.awayName;
    out.push({
      kind: 'red',
      matchId: id,
      key: `${id}:red:${after.homeRed}-${after.awayRed}${again}`,
      title: `红牌！${vs}`,
      body: `${minuteOf(after, feedNow)}${who}被出示红牌（红牌 ${after.homeRed}-${after.awayRed}）`,
    });
  }
  if (after.state === FootballState.HalfTime && before.state !== FootballState.HalfTime)
    out.push({
      kind: 'half',
      matchId: id,
      key: `${id}:half`,
      title: `半场结束：${score(after)}`,
      body: '上半场结束',
    });
  if (after.state === FootballState.Finished && before.state !== FootballState.Finished)
    out.push({
      kind: 'full',
      matchId: id,
      key: `${id}:full`,
      title: `完场：${score(after)}`,
      body: '比赛结束',
    });
  return out;
}

export type OddsPath =
  | 'ya.line'
  | 'ya.home'
  | 'ya.away'
  | 'da.line'
  | 'da.over'
  | 'da.under'
  | 'ou.home'
  | 'ou.draw'
  | 'ou.away';
const LINE_PATHS: ReadonlySet<OddsPath> = new Set(['ya.line', 'da.line']);
const PATH_LABEL: Record<OddsPath, string> = {
  'ya.line': '亚盘盘口',
  'ya.home': '亚盘主队水位',
  'ya.away': '亚盘客队水位',
  'da.line': '大小球盘口',
  'da.over': '大球水位',
  'da.under': '小球水位',
  'ou.home': '欧赔主胜',
  'ou.draw': '欧赔平局',
  'ou.away': '欧赔客胜',
};
/** Float noise (0.9 × 1.1 is 0.9900000000000001): a move exactly at a threshold counts. */
const EPS = 1e-9;

function oddsValues(odds: WatchedRow['odds']): Map<OddsPath, number> {
  const out = new Map<OddsPath, number>();
  if (odds.ya) {
    out.set('ya.line', odds.ya.line);
    out.set('ya.home', odds.ya.home);
    out.set('ya.away', odds.ya.away);
  }
  if (odds.da) {
    out.set('da.line', odds.da.line);
    out.set('da.over', odds.da.over);
    out.set('da.under', odds.da.under);
  }
  if (odds.ou) {
    out.set('ou.home', odds.ou.home);
    out.set('ou.draw', odds.ou.draw);
    out.set('ou.away', odds.ou.away);
  }
  return out;
}

/** How one sport's odds are watched: line thresholds, labels, and the event key's prefix. */
export interface OddsRules {
  /** Smallest 亚盘/让分 line move that counts. */
  spreadMove: number;
  /** Smallest 大小/总分 line move that counts. */
  totalMove: number;
  label: Record<OddsPath, string>;
  show: (path: OddsPath, v: number) => string;
  /** Prepended to event keys ('' for football, whose keys predate basketball). */
  keyPrefix: string;
}

/** [AI3] Football: lines by ≥ 0.25 goals. */
export const FOOTBALL_ODDS: OddsRules = {
  spreadMove: ODDS_LINE_MOVE,
  totalMove: ODDS_LINE_MOVE,
  label: PATH_LABEL,
  show: (path, v) =>
    path === 'ya.line' ? handicapLabel(v) : path === 'da.line' ? totalLineLabel(v) : v.toFixed(2),
  keyPrefix: '',
};

/** [AI9] Basketball: 让分 by ≥ 1 point, 总分 by ≥ 2 points; 独赢 has no draw (0, never compared). */
export const BASKETBALL_ODDS: OddsRules = {
  spreadMove: BASKETBALL_SPREAD_MOVE,
  totalMove: BASKETBALL_TOTAL_MOVE,
  label: {
    'ya.line': '让分盘口',
    'ya.home': '让分主队水位',
    'ya.away': '让分客队水位',
    'da.line': '总分盘口',
    'da.over': '大分水位',
    'da.under': '小分水位',
    'ou.home': '独赢主胜',
    'ou.draw': '独赢平局',
    'ou.away': '独赢客胜',
  },
  // The spread as every page shows it: from the home side, a home team giving 5.5 (line 5.5) reads -5.5.
  show: (path, v) => (path === 'ya.line' ? spreadLabel(v) : path === 'da.line' ? String(v) : v.toFixed(2)),
  keyPrefix: 'basketball:',
};

/** [AI3][AI9] A big move: a line by ≥ the sport's threshold, a price by ≥ 10% of the reference value. */
export function isBigMove(path: string, from: number, to: number, rules: OddsRules = FOOTBALL_ODDS): boolean {
  if (path === 'ya.line') return Math.abs(to - from) >= rules.spreadMove - EPS;
  if (path === 'da.line') return Math.abs(to - from) >= rules.totalMove - EPS;
  return from > 0 && Math.abs(to - from) / from >= ODDS_PRICE_MOVE - EPS;
}

/**
 * [AI3] Big odds moves, measured from a reference per match and value: the value when first seen, reset to the
 * new value each time a move is reported — a slow drift is reported once it adds up to the threshold.
 */
export class OddsWatch {
  private readonly refs = new Map<string, Map<OddsPath, number>>();

  constructor(private readonly rules: OddsRules = FOOTBALL_ODDS) {}

  /** Sets the reference without reporting (a baseline read). */
  seed(row: WatchedRow): void {
    this.refs.set(row.id, oddsValues(row.odds));
  }

  forget(matchId: string): void {
    this.refs.delete(matchId);
  }

  /** The moves of `row` against the references; `stamp` (epoch:seq of the list patch) keys the event. */
  moves(row: WatchedRow, stamp: string): MatchEvent | null {
    const now = oddsValues(row.odds);
    let ref = this.refs.get(row.id);
    if (!ref) {
      ref = new Map();
      this.refs.set(row.id, ref);
    }
    const lines: string[] = [];
    for (const [path, value] of now) {
      const from = ref.get(path);
      if (from === undefined) {
        ref.set(path, value);
        continue;
      }
      if (!isBigMove(path, from, value, this.rules)) continue;
      ref.set(path, value);
      const change = LINE_PATHS.has(path)
        ? ''
        : `（${value > from ? '+' : ''}${Math.round(((value - from) / from) * 1000) / 10}%）`;
      const { label, show } = this.rules;
      lines.push(`${label[path]} ${show(path, from)} → ${show(path, value)}${change}`);
    }
    for (const path of [...ref.keys()]) if (!now.has(path)) ref.delete(path);
    if (lines.length === 0) return null;
    return {
      kind: 'odds',
      matchId: row.id,
      key: `${this.rules.keyPrefix}${row.id}:odds:${stamp}`,
      title: `指数大变：${row.homeName} vs ${row.awayName}`,
      body: lines.join('；'),
    };
  }
}

/** Matches still worth an odds reminder: not finished, cancelled, abandoned or postponed. */
export const oddsWatched = (state: number) => state >= FootballState.NotStarted;

/** The basketball list-row fields the detector reads. */
export type BasketballWatchedRow = Pick<
  BasketballMatch,
  | 'id'
  | 'leagueId'
  | 'homeId'
  | 'awayId'
  | 'homeName'
  | 'awayName'
  | 'state'
  | 'homeScore'
  | 'awayScore'
  | 'clockSeconds'
  | 'clockRunning'
  | 'odds'
>;

const PERIOD_NAME: Record<number, string> = {
  1: '第一节',
  2: '第二节',
  3: '第三节',
  4: '第四节',
  5: '加时1',
  6: '加时2',
  7: '加时3',
  8: '加时4',
};
const isPeriod = (s: number) => s >= BasketballState.Q1 && s <= BasketballState.OT4;
const bScore = (r: BasketballWatchedRow) => `${r.homeName} ${r.homeScore}-${r.awayScore} ${r.awayName}`;

/**
 * [AI9] Basketball events between two versions of a row: 开赛 (未开 → in play), 单节结束 (the end of the 1st or
 * 3rd quarter, or of the 4th or an overtime that leads to another overtime: its clock reaching 0 and stopping
 * with the score level, or the state moving past it), 半场 (into 中场: the 2nd quarter's end), 完场 (into 完场:
 * the last period's end). Keys start with `basketball:` (football and basketball ids are separate spaces) and
 * name the period, so a second leader re-seeing one cannot repeat it.
 */
export function basketballEvents(before: BasketballWatchedRow, after: BasketballWatchedRow): MatchEvent[] {
  const out: MatchEvent[] = [];
  const id = after.id;
  const key = (what: string) => `basketball:${id}:${what}`;
  const vs = `${after.homeName} vs ${after.awayName}`;
  if (before.state === BasketballState.NotStarted && (isPeriod(after.state) || after.state === 50))
    out.push({ kind: 'kickoff', matchId: id, key: key('kickoff'), title: `${vs} 开赛了`, body: '比赛开始' });
  let ended: number | null = null;
  const p = before.state;
  if (isPeriod(p) && p !== BasketballState.Q2) {
    const stoppedAtZero =
      after.state === p &&
      after.clockSeconds === 0 &&
      !after.clockRunning &&
      (before.clockSeconds > 0 || before.clockRunning);
    const level = after.homeScore === after.awayScore;
    if (stoppedAtZero && (p === BasketballState.Q1 || p === BasketballState.Q3 || level)) ended = p;
    else if (isPeriod(after.state) && after.state > p) ended = p;
  }
  if (ended !== null)
    out.push({
      kind: 'quarter',
      matchId: id,
      key: key(`quarter:${ended}`),
      title: `${PERIOD_NAME[ended]}结束：${bScore(after)}`,
      body:
        ended >= BasketballState.Q4
          ? `${PERIOD_NAME[ended]}结束，比分持平，进入加时`
          : `${PERIOD_NAME[ended]}结束`,
    });
  if (after.state === BasketballState.HalfTime && before.state !== BasketballState.HalfTime)
    out.push({
      kind: 'half',
      matchId: id,
      key: key('half'),
      title: `半场结束：${bScore(after)}`,
      body: '上半场结束',
    });
  if (after.state === BasketballState.Finished && before.state !== BasketballState.Finished)
    out.push({
      kind: 'full',
      matchId: id,
      key: key('full'),
      title: `完场：${bScore(after)}`,
      body: '比赛结束',
    });
  return out;
}

/** [AI9] Basketball matches still worth an odds reminder: not finished or void. */
export const basketballOddsWatched = (state: number) => state >= BasketballState.NotStarted;
