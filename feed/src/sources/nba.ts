import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BasketballState, OVERTIME_SECONDS, QUARTER_SECONDS } from '@kuyi/shared';
import { basketballWords } from '../basketball/commentary.ts';
import type { BasketballPlan, BasketballPlay, ClockSegment, RosterPlayer } from '../basketball/plan-types.ts';
import { BASKETBALL_LEAGUES } from '../catalog/basketball-leagues.ts';
import { NBA_ZH } from '../catalog/nba-teams.ts';
import type { TeamRef } from '../football/plan-types.ts';
import { basketballProvenance } from '../football/provenance.ts';
import type { CompetitionCatalog, CompetitionInfo } from '../season/competition.ts';
import { dateOf, dayStart, HOUR, MINUTE, toSecond } from '../util/day-time.ts';
import { basketballSeasonOf, type SeasonGame, seasonGame } from './basketball-season.ts';
import { type RawGame, readCdnGame } from './nba-actions.ts';
import { readStatsGame } from './nba-stats-game.ts';
import type { BasketballSeasonLookup, Source } from './source.ts';
import { compRef, matchId, teamId } from './synthetic-football.ts';

/**
 * A replayed game: the score, every play and the players' counting stats are the files'; it is replayed on
 * whatever day the feed plays (at its real time of day), its starters are the first five to appear, its
 * minutes accrue with our clock, and the files hold no betting lines.
 */
const nbaProvenance = (g: RawGame) =>
  basketballProvenance('nba', {
    result: 'nba',
    plays: 'nba',
    players: 'nba',
    venue: g.venue ? 'nba' : 'absent',
  });

/** Clock stoppage after a score, a foul or a timeout (real games have them; the files do not time them). */
const STOP_MS = 20_000;

const EMPTY_CATALOG: CompetitionCatalog = { list: () => [], season: () => 'unknownCompetition' };

/**
 * The NBA play-by-play files replayed as real basketball: every listed action in order with the real game
 * clock and score, placed on the feed's clock with the clock running between actions and stopping after
 * scores, fouls and timeouts. The three games tip off each day at their real Beijing time of day.
 */
export class NbaSource implements Source {
  readonly name = 'nba';
  readonly catalog = EMPTY_CATALOG;

  private constructor(
    readonly seed: number,
    private readonly games: RawGame[],
  ) {}

  static async load(dataDir: string, seed: number): Promise<NbaSource> {
    const dir = join(dataDir, 'nba-pbpstats');
    if (!existsSync(dir)) throw new Error(`找不到 NBA 数据目录 ${dir}（--data 应指向 shared/data）`);
    const games = [
      readCdnGame(join(dir, 'pbp/live_0022000001.json'), join(dir, 'game_details/live_0022000001.json')),
      readStatsGame(
        join(dir, 'pbp/stats_0021900001.json'),
        join(dir, 'game_details/stats_summary_0021900001.json'),
      ),
      readStatsGame(
        join(dir, 'pbp/stats_0021600270.json'),
        join(dir, 'game_details/stats_summary_0021600270.json'),
      ),
    ];
    return new NbaSource(seed, games);
  }

  buildDay(date: string): { football: []; basketball: BasketballPlan[] } {
    return { football: [], basketball: this.games.map((g, i) => replayGame(g, date, i)) };
  }

  basketballLeagues(t: number): CompetitionInfo[] {
    const nba = BASKETBALL_LEAGUES[0];
    return nba
      ? [
          {
            id: nba.id,
            name: nba.name,
            alias: nba.alias,
            color: nba.color,
            region: nba.region,
            kind: 'league',
            sport: 'basketball',
            currentSeason: basketballSeasonOf(dateOf(t)),
          },
        ]
      : [];
  }

  /**
   * The day's games as a season: the current one (the database, 分析), or the real season a replayed game's
   * row names (its 积分 tab asks for "2019-2020"), which holds that season's games of the day.
   */
  basketballSeason(leagueId: string, season: string | null, t: number): BasketballSeasonLookup {
    const info = this.basketballLeagues(t).find((c) => c.id === leagueId);
    if (!info) return 'unknownCompetition';
    const day = this.seasonDay(dateOf(t));
    const current = season === null || season === info.currentSeason;
    const picked = current ? day : day.filter((d) => d.season === season);
    if (picked.length === 0) return 'unknownSeason';
    return {
      info,
      season: current ? info.currentSeason : (season ?? info.currentSeason),
      teams: picked.flatMap((d) => d.teams),
      games: picked.map((d) => d.game),
    };
  }

  /** The day's three games as results, for the last two dates read (a replay builds every play of them). */
  private readonly results = new Map<string, DayResult[]>();

  private seasonDay(date: string): DayResult[] {
    const hit = this.results.get(date);
    if (hit) return hit;
    const day = this.buildDay(date).basketball.map((g) => ({
      season: g.season,
      teams: [g.home, g.away],
      game: seasonGame(g),
    }));
    this.results.set(date, day);
    while (this.results.size > 2) this.results.delete(this.results.keys().next().value ?? date);
    return day;
  }
}

/** A replayed game as a season reads it, with the real season its row names. */
interface DayResult {
  season: string;
  teams: TeamRef[];
  game: SeasonGame;
}

function replayGame(g: RawGame, date: string, index: number): BasketballPlan {
  const league = BASKETBALL_LEAGUES[0];
  const team = (code: string) => ({ id: teamId(`nba:${code}`), name: NBA_ZH[code] ?? code, alias: code });
  const home = team(g.homeCode);
  const away = team(g.awayCode);
  const kickoff = dayStart(date) + g.tipOff;
  const plays: BasketballPlay[] = [];
  const segments: ClockSegment[] = [];
  let t = toSecond(kickoff + 60_000);
  let period = 0;
  let clock = 0;
  for (const a of g.actions) {
    if (a.period !== period) {
      if (period > 0) {
        t += clock * 1000;
        segments.push({ at: t, state: period as BasketballState, clockSeconds: 0, running: false });
        if (period === 2)
          segments.push({ at: t + 1000, state: BasketballState.HalfTime, clockSeconds: 0, running: false });
        t += period === 2 ? 15 * MINUTE : 2 * MINUTE;
      }
      period = a.period;
      clock = period <= 4 ? QUARTER_SECONDS.nba : OVERTIME_SECONDS;
      segments.push({ at: t, state: period as BasketballState, clockSeconds: clock, running: true });
    }
    t += Math.max(0, clock - a.clock) * 1000;
    clock = Math.min(clock, a.clock);
    plays.push({
      at: t,
      period: a.period,
      clock,
      side: a.side,
      kind: a.kind,
      points: a.points,
      player: a.player,
      assist: a.assist,
      home: a.home,
      away: a.away,
    });
    if ((a.points > 0 || a.kind === 'foul' || a.kind === 'timeout') && clock > 0) {
      segments.push({ at: t, state: period as BasketballState, clockSeconds: clock, running: false });
      t += STOP_MS;
      segments.push({ at: t, state: period as BasketballState, clockSeconds: clock, running: true });
    }
  }
  t += clock * 1000;
  segments.push({ at: t, state: period as BasketballState, clockSeconds: 0, running: false });
  const endAt = t + 1000;
  segments.push({ at: endAt, state: BasketballState.Finished, clockSeconds: 0, running: false });
  const names = (side: 'home' | 'away') => [
    ...new Set(g.actions.filter((a) => a.side === side && a.player).map((a) => a.player as string)),
  ];
  const roster: RosterPlayer[] = (['home', 'away'] as const).flatMap((side) =>
    names(side).map((name, i) => ({ name, side, starter: i < 5, position: '', share: i < 5 ? 1.4 : 0.6 })),
  );
  const oddsTimes = [10, 5, 2, 0.5].map((h) => toSecond(kickoff - h * HOUR));
  plays.forEach((p, i) => {
    if (i % 40 === 39 && p.period <= 4) oddsTimes.push(p.at + 5000);
  });
  const plan: BasketballPlan = {
    sport: 'basketball',
    provenance: nbaProvenance(g),
    id: matchId(date, '901', index),
    date,
    league: compRef({
      id: league?.id ?? '1',
      name: 'NBA',
      alias: league?.alias ?? 'NBA',
      color: league?.color ?? '#c8102e',
      kind: 'league',
    }),
    season: g.season,
    home,
    away,
    homeRank: null,
    awayRank: null,
    kickoff,
    quarterSeconds: QUARTER_SECONDS.nba,
    plays,
    segments,
    roster,
    // The files hold no betting lines: the odds start from an even game around the league's usual total.
    expected: { margin: 2, total: league?.meanTotal ?? 226 },
    opening: { margin: 2, total: league?.meanTotal ?? 226 },
    oddsTimes: [...new Set(oddsTimes)].sort((a, b) => a - b),
    preMatchOdds: 4,
    words: [],
    changeTimes: [],
    endAt,
    venue: g.venue,
  };
  plan.words = basketballWords(plan);
  plan.changeTimes = [
    ...new Set([
      ...segments.map((s) => s.at),
      ...plays.filter((p) => p.points > 0).map((p) => p.at),
      ...plan.oddsTimes,
    ]),
  ].sort((a, b) => a - b);
  return plan;
}
