import { FOOTBALL_LEAGUES } from '../catalog/football-leagues.ts';
import type { TeamRef } from '../football/plan-types.ts';
import type {
  CompetitionCatalog,
  CompetitionInfo,
  Scorer,
  SeasonFixture,
  SeasonLookup,
} from '../season/competition.ts';
import { num } from './csv.ts';
import type { FdMatch } from './football-data.ts';
import type { RealMatch } from './openfootball.ts';

const SEASON = '2025-2026';
const LIVE_WINDOW_MS = 4 * 3600_000;

/** The 2025-26 seasons of the football-data leagues, with results as of the clock. */
export class FootballDataCatalog implements CompetitionCatalog {
  readonly dataSource = 'football-data';
  private liveState: ((matchId: string, date: string, t: number) => number | null) | null = null;

  constructor(
    private readonly matches: readonly FdMatch[],
    private readonly real: readonly RealMatch[],
  ) {}

  bindLive(state: (matchId: string, date: string, t: number) => number | null): void {
    this.liveState = state;
  }

  private leagues() {
    return FOOTBALL_LEAGUES.filter((l) => l.fd && this.matches.some((m) => m.league.id === l.id));
  }

  list(): CompetitionInfo[] {
    return this.leagues().map((l) => ({
      id: l.id,
      name: l.name,
      alias: l.alias,
      color: l.color,
      region: l.region,
      kind: 'league',
      sport: 'football',
      currentSeason: SEASON,
    }));
  }

  season(id: string, season: string | null, t: number): SeasonLookup {
    const info = this.list().find((c) => c.id === id);
    if (!info) return 'unknownCompetition';
    if (season !== null && season !== SEASON) return 'unknownSeason';
    const matches = this.matches.filter((m) => m.league.id === id).sort((a, b) => a.kickoff - b.kickoff);
    const teams = new Map<string, TeamRef>();
    for (const m of matches) teams.set(m.home.id, m.home).set(m.away.id, m.away);
    const fixtures: SeasonFixture[] = matches.map((m) => {
      const { roundNo } = m;
      const state = this.liveState?.(m.id, m.date, t) ?? (t >= m.kickoff + LIVE_WINDOW_MS ? -1 : 0);
      const ahc = num(m.row, 'AHCh');
      return {
        id: m.id,
        round: `第${roundNo}轮`,
        roundNo,
        group: null,
        kickoff: m.kickoff,
        home: m.home,
        away: m.away,
        state,
        result: state === -1 ? { home: m.ft[0], away: m.ft[1], homeHalf: m.ht[0], awayHalf: m.ht[1] } : null,
        asianLine: ahc === null ? null : -ahc,
        ouLine: 2.5,
      };
    });
    const finishedIds = new Set(fixtures.filter((f) => f.result).map((f) => f.id));
    return {
      info,
      season: SEASON,
      teams: [...teams.values()],
      fixtures,
      groups: null,
      scorers: () => this.scorers(matches.filter((m) => finishedIds.has(m.id))),
    };
  }

  /** Only openfootball's matches name their scorers; the files themselves do not. */
  private scorers(finished: readonly FdMatch[]): Scorer[] {
    const tally = new Map<string, Scorer>();
    for (const m of finished) {
      const real = this.real.find(
        (r) => r.date === m.ukDate && r.home === m.home.alias && r.away === m.away.alias,
      );
      for (const e of real?.events ?? []) {
        if ((e.kind !== 'goal' && e.kind !== 'penaltyGoal') || !e.player) continue;
        const team = e.side === 'home' ? m.home : m.away;
        const s = tally.get(`${team.id}:${e.player}`) ?? {
          player: e.player,
          teamId: team.id,
          teamName: team.name,
          goals: 0,
          penalties: 0,
        };
        s.goals++;
        if (e.kind === 'penaltyGoal') s.penalties++;
        tally.set(`${team.id}:${e.player}`, s);
      }
    }
    return [...tally.values()].sort((a, b) => b.goals - a.goals || a.player.localeCompare(b.player));
  }
}
