import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FootballProvenance } from '@kuyi/shared';
import { FOOTBALL_LEAGUES, type LeagueDef, tieBreakOf } from '../catalog/football-leagues.ts';
import { teamNameZh } from '../catalog/team-names-zh.ts';
import { buildFootballPlan } from '../football/build-plan.ts';
import { expectedGoals, type FootballOutcome, type Pair } from '../football/outcome.ts';
import type { FootballPlan, OddsCompany, TeamRef } from '../football/plan-types.ts';
import { footballProvenance } from '../football/provenance.ts';
import { meansFromResult } from '../odds/poisson.ts';
import type { CompetitionInfo } from '../season/competition.ts';
import { buildStandings, ranksOfPlayed } from '../season/standings.ts';
import { dateOf } from '../util/day-time.ts';
import { rngFor } from '../util/rng.ts';
import { isoDate, num, readCsv, ukTimeToEpoch } from './csv.ts';
import { FootballDataCatalog } from './football-data-catalog.ts';
import { loadOpenfootball, type RealMatch } from './openfootball.ts';
import { replayCompanies, resultProbs } from './replay-odds.ts';
import { replayScript } from './replay-script.ts';
import type { BasketballSeasonLookup, Source } from './source.ts';
import { compRef, matchId, teamId } from './synthetic-football.ts';

/** One football-data row, parsed once. */
export interface FdMatch {
  id: string;
  /** Beijing date of the kick-off: the day the match is listed under. */
  date: string;
  /** The file's (UK) date, the key other UK sources use. */
  ukDate: string;
  league: LeagueDef;
  home: TeamRef;
  away: TeamRef;
  kickoff: number;
  row: Record<string, string>;
  ft: Pair;
  ht: Pair;
  referee: string;
  /** The files have no rounds: a fixture's round is the later of the two clubs' match counts. */
  roundNo: number;
}

const pair = (row: Record<string, string>, h: string, a: string): Pair => [
  num(row, h) ?? 0,
  num(row, a) ?? 0,
];
const team = (alias: string): TeamRef => ({ id: teamId(alias), name: teamNameZh(alias), alias });

/**
 * Replays real days from the football-data 2025-26 files: real kick-offs, half-time and full-time scores,
 * shots, corners, cards and opening→closing odds. Minutes are generated to fit the totals (marked
 * generated), except the Premier League round of 13–14 Sep 2025, whose real events come from openfootball.
 */
export class FootballDataSource implements Source {
  readonly name = 'football-data';
  readonly catalog: FootballDataCatalog;
  private readonly byDate = new Map<string, FdMatch[]>();

  private constructor(
    readonly seed: number,
    readonly matches: FdMatch[],
    private readonly real: RealMatch[],
  ) {
    for (const m of matches) {
      const list = this.byDate.get(m.date) ?? [];
      list.push(m);
      this.byDate.set(m.date, list);
    }
    this.catalog = new FootballDataCatalog(matches, real);
  }

  static async load(dataDir: string, seed: number): Promise<FootballDataSource> {
    const dir = join(dataDir, 'football-data-2025-26');
    if (!existsSync(dir)) throw new Error(`找不到真实数据目录 ${dir}（--data 应指向 shared/data）`);
    const matches: FdMatch[] = [];
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.csv'))
      .sort()) {
      const league = FOOTBALL_LEAGUES.find((l) => l.fd === file.replace('.csv', ''));
      if (!league) continue; // IRL.csv: the "new league" format without stats.
      const rows = readCsv(join(dir, file));
      const perDate = new Map<string, number>();
      for (const row of rows) {
        if (!row.Date || !row.HomeTeam) continue;
        const ukDate = isoDate(row.Date);
        const kickoff = ukTimeToEpoch(ukDate, row.Time ?? '15:00');
        // Days are Beijing days: an evening kick-off in the UK is the next morning in Beijing.
        const date = dateOf(kickoff);
        const index = perDate.get(date) ?? 0;
        perDate.set(date, index + 1);
        matches.push({
          id: matchId(date, league.id, index),
          date,
          ukDate,
          league,
          home: team(row.HomeTeam),
          away: team(row.AwayTeam ?? ''),
          kickoff,
          row,
          ft: pair(row, 'FTHG', 'FTAG'),
          ht: pair(row, 'HTHG', 'HTAG'),
          referee: row.Referee ?? '',
          roundNo: 0,
        });
      }
    }
    numberRounds(matches);
    const ofPath = join(dataDir, 'openfootball-epl-2025-26', 'en.1-full_round4_2025-09-13_14.json');
    const real = existsSync(ofPath) ? loadOpenfootball(ofPath) : [];
    return new FootballDataSource(seed, matches, real);
  }

  buildDay(date: string): { football: FootballPlan[]; basketball: [] } {
    const list = [...(this.byDate.get(date) ?? [])].sort(
      (a, b) => a.kickoff - b.kickoff || a.id.localeCompare(b.id),
    );
    return { football: list.map((m) => this.plan(m)), basketball: [] };
  }

  realMatch(m: FdMatch): RealMatch | undefined {
    return this.real.find((r) => r.date === m.ukDate && r.home === m.home.alias && r.away === m.away.alias);
  }

  private plan(m: FdMatch): FootballPlan {
    return replayPlan(this.seed, m, this.realMatch(m), this.ranksBefore(m));
  }

  private ranksBefore(m: FdMatch): Map<string, number> {
    const earlier = this.matches.filter((x) => x.league.id === m.league.id && x.date < m.date);
    const teams = new Map<string, TeamRef>();
    for (const x of this.matches)
      if (x.league.id === m.league.id) teams.set(x.home.id, x.home).set(x.away.id, x.away);
    const table = buildStandings(
      [...teams.values()],
      earlier.map((x) => ({ homeId: x.home.id, awayId: x.away.id, home: x.ft[0], away: x.ft[1] })),
      'all',
      tieBreakOf(m.league.id),
    );
    return ranksOfPlayed(table);
  }

  basketballSeason(): BasketballSeasonLookup {
    return 'unknownCompetition';
  }

  basketballLeagues(): CompetitionInfo[] {
    return [];
  }
}

function numberRounds(matches: FdMatch[]): void {
  const played = new Map<string, number>();
  for (const m of [...matches].sort((a, b) => a.kickoff - b.kickoff)) {
    const h = (played.get(m.home.id) ?? 0) + 1;
    const a = (played.get(m.away.id) ?? 0) + 1;
    played.set(m.home.id, h).set(m.away.id, a);
    m.roundNo = Math.max(h, a);
  }
}

/**
 * A football-data row as a match: real score, half time, cards, corners, shots, fouls, referee and opening /
 * closing odds; minutes generated to fit (openfootball's real events where `real` is given). The replay's
 * days use it, and so do the real seasons the database lists on other sources (sources/archive.ts).
 */
export function replayPlan(
  seed: number,
  m: FdMatch,
  real: RealMatch | undefined,
  ranks: ReadonlyMap<string, number>,
): FootballPlan {
  const { row } = m;
  const closeProbs = resultProbs(row, true);
  const openProbs = resultProbs(row, false);
  const lambda = closeProbs ? meansFromResult(closeProbs) : expectedGoals(0, 0, false);
  const openLambda = openProbs ? meansFromResult(openProbs) : lambda;
  const outcome: FootballOutcome = {
    status: 'normal',
    firstHalf: m.ht,
    secondHalf: [m.ft[0] - m.ht[0], m.ft[1] - m.ht[1]],
    extraTime: null,
    penalties: null,
    corners: pair(row, 'HC', 'AC'),
    yellows: pair(row, 'HY', 'AY'),
    reds: pair(row, 'HR', 'AR'),
    shots: pair(row, 'HS', 'AS'),
    shotsOnTarget: pair(row, 'HST', 'AST'),
    fouls: pair(row, 'HF', 'AF'),
    lambda,
    absent: {
      shots: num(row, 'HS') === null || num(row, 'HST') === null,
      fouls: num(row, 'HF') === null,
      corners: num(row, 'HC') === null,
    },
  };
  const rng = rngFor(seed, 'replay', m.id);
  const companies = replayCompanies(row);
  return buildFootballPlan({
    seed,
    id: m.id,
    date: m.date,
    league: compRef(m.league),
    round: `第${m.roundNo}轮`,
    season: '2025-2026',
    home: m.home,
    away: m.away,
    homeRank: ranks.get(m.home.id) ?? null,
    awayRank: ranks.get(m.away.id) ?? null,
    kickoff: m.kickoff,
    neutral: false,
    outcome,
    lineups: real?.lineups ?? null,
    script: replayScript(rng, outcome, real),
    companies,
    drift: [Math.log(openLambda[0] / lambda[0]), Math.log(openLambda[1] / lambda[1])],
    venue: real?.venue ?? `${m.home.name}主场`,
    referee: real?.referee ?? m.referee,
    provenance: replayProvenance(m, real, outcome, companies),
  });
}

/**
 * What of a replayed match is the files': the CSV's totals, referee and prices, and openfootball's events,
 * line-ups, referee and ground where it has the match. The rest (minutes without openfootball, possession
 * and the other statistics, weather, commentary, the prices between open and close) is generated.
 */
export function replayProvenance(
  m: Pick<FdMatch, 'referee'>,
  real: RealMatch | undefined,
  outcome: FootballOutcome,
  companies: readonly OddsCompany[],
): FootballProvenance {
  const fd = 'football-data' as const;
  const of = 'openfootball' as const;
  const priced = (side: 'open' | 'close') => companies.some((c) => Object.keys(c[side] ?? {}).length > 0);
  return footballProvenance(fd, {
    result: fd,
    halfTime: fd,
    // Without openfootball the goals' kinds (penalty, own goal) are drawn as well as their minutes.
    ...(real ? { events: of, eventMinutes: of } : {}),
    cards: fd,
    // A column the file lacks is not shown at all (tech.ts), so neither credited nor modelled.
    ...(outcome.absent?.corners ? { corners: 'absent', cornerMinutes: 'absent' } : { corners: fd }),
    shots: outcome.absent?.shots ? 'absent' : fd,
    fouls: outcome.absent?.fouls ? 'absent' : fd,
    lineups: real?.lineups ? of : 'absent',
    referee: real?.referee ? of : m.referee ? fd : 'absent',
    ...(real?.venue ? { venue: of } : {}),
    shootoutOrder: 'absent',
    openingOdds: priced('open') ? fd : 'absent',
    closingOdds: priced('close') ? fd : 'absent',
    ...(companies.length === 0 ? { oddsMoves: 'absent', inPlayOdds: 'absent' } : {}),
  });
}
