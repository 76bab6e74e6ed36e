import {
  ASIAN_AWAY_VIEW,
  type AsianResult,
  lineOutcome,
  lineScore,
  type ScheduleItem,
  settleAsian,
  settleTotal,
  type TotalResult,
} from '@kuyi/shared';

export type Outcome = '胜' | '平' | '负';

/** One finished match seen from one team: its result, 盘路 against the closing 亚盘 and 大小 on the total. */
export interface TeamResult {
  item: ScheduleItem;
  atHome: boolean;
  opponent: string;
  goalsFor: number;
  goalsAgainst: number;
  outcome: Outcome;
  /** 赢 / 赢半 / 走 / 输半 / 输 from this team's side ([D6]); null without a closing line. */
  asian: AsianResult | null;
  /** 大 / 大半 / 走 / 小半 / 小; null without a closing total. */
  total: TotalResult | null;
}

/** Null for a match without a final score (not played, postponed) or one the team was not in. */
export function teamResult(item: ScheduleItem, teamId: string): TeamResult | null {
  const { homeScore, awayScore } = item;
  if (homeScore === null || awayScore === null) return null;
  const atHome = item.homeId === teamId;
  if (!atHome && item.awayId !== teamId) return null;
  const goalsFor = atHome ? homeScore : awayScore;
  const goalsAgainst = atHome ? awayScore : homeScore;
  // Lines settle on the 90 minutes ([D6]): a cup tie won in extra time may have lost its handicap.
  const settle = lineScore(item);
  // The line is the home side's handicap; the away side covers exactly when the home side does not.
  const homeAsian =
    item.asianLine === null || settle === null ? null : settleAsian(item.asianLine, settle.home, settle.away);
  return {
    item,
    atHome,
    opponent: atHome ? item.awayName : item.homeName,
    goalsFor,
    goalsAgainst,
    outcome: goalsFor > goalsAgainst ? '胜' : goalsFor === goalsAgainst ? '平' : '负',
    asian: homeAsian === null ? null : atHome ? homeAsian : ASIAN_AWAY_VIEW[homeAsian],
    total:
      item.ouLine === null || settle === null ? null : settleTotal(item.ouLine, settle.home + settle.away),
  };
}

export interface RecordSummary {
  played: number;
  win: number;
  draw: number;
  lose: number;
  goalsFor: number;
  goalsAgainst: number;
  /** 赢盘 / 走盘 / 输盘: a half win counts as a win and a half loss as a loss, as 盘路 tables count them. */
  cover: number;
  push: number;
  noCover: number;
  over: number;
  totalPush: number;
  under: number;
}

export function summarize(results: readonly TeamResult[]): RecordSummary {
  const s: RecordSummary = {
    played: results.length,
    win: 0,
    draw: 0,
    lose: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    cover: 0,
    push: 0,
    noCover: 0,
    over: 0,
    totalPush: 0,
    under: 0,
  };
  for (const r of results) {
    if (r.outcome === '胜') s.win++;
    else if (r.outcome === '平') s.draw++;
    else s.lose++;
    s.goalsFor += r.goalsFor;
    s.goalsAgainst += r.goalsAgainst;
    const cover = r.asian && lineOutcome(r.asian);
    if (cover === 'win') s.cover++;
    else if (cover === 'push') s.push++;
    else if (cover === 'lose') s.noCover++;
    const total = r.total && lineOutcome(r.total);
    if (total === 'win') s.over++;
    else if (total === 'push') s.totalPush++;
    else if (total === 'lose') s.under++;
  }
  return s;
}

/** "60%" of `part` in `whole`; "-" when there is nothing to divide. */
export function rate(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '-';
}

/** Results of `items` for `teamId`, newest first (as listed), skipping matches without a score. */
export function teamResults(items: readonly ScheduleItem[], teamId: string): TeamResult[] {
  return items.map((it) => teamResult(it, teamId)).filter((r): r is TeamResult => r !== null);
}
