import { FOOTBALL_LEAGUES } from '../catalog/football-leagues.ts';
import type {
  CompetitionCatalog,
  CompetitionInfo,
  CompetitionSeason,
  SeasonFixture,
  SeasonLookup,
} from '../season/competition.ts';
import { standings } from '../season/records.ts';
import type { HistoryData, HistorySeason } from './history-data.ts';

/** A real match's result is known this long after kick-off (the files have no minutes to play it by). */
const PLAYED_MS = 2 * 3_600_000;

/** Newest first: "2025-2026" and "2026" compare by their first year, then the longer label. */
const newestFirst = (a: string, b: string) => b.localeCompare(a);

/**
 * The database's catalog: the source's own competitions and seasons, plus the real seasons of
 * ../shared/data. A real season replaces a generated one of the same label (the synthetic day invents its
 * current season; the files hold what happened). A replaying source (`preferSource`) keeps its own seasons,
 * which follow its clock, and only gains the older ones.
 *
 * Every real season is seen at the clock's instant, like the source's own: a season that had not begun by then
 * is not listed (a replayed 2018 day shows no 2019 中超), and one under way shows the results up to then only.
 */
export class HistoryCatalog implements CompetitionCatalog {
  private readonly bySeason = new Map<string, HistorySeason>();
  private readonly labels = new Map<string, string[]>();
  private readonly rankCache = new Map<string, ReadonlyMap<string, number> | null>();
  /** A season's first kick-off, by `leagueId:season`. */
  private readonly startOf = new Map<string, number>();

  constructor(
    private readonly base: CompetitionCatalog,
    history: HistoryData | null,
    private readonly preferSource: boolean,
  ) {
    for (const s of history?.seasons ?? []) {
      this.bySeason.set(`${s.leagueId}:${s.season}`, s);
      this.startOf.set(`${s.leagueId}:${s.season}`, Math.min(...s.matches.map((m) => m.kickoff)));
      this.labels.set(s.leagueId, [...(this.labels.get(s.leagueId) ?? []), s.season].sort(newestFirst));
    }
  }

  bindLive(state: (matchId: string, date: string, t: number) => number | null): void {
    this.base.bindLive?.(state);
  }

  /** The real season labels of a league that had begun by instant t, newest first. */
  private labelsAt(id: string, t: number): string[] {
    return (this.labels.get(id) ?? []).filter((s) => (this.startOf.get(`${id}:${s}`) ?? 0) <= t);
  }

  /** The real season of that label if it had begun by instant t. */
  private realAt(id: string, label: string, t: number): HistorySeason | undefined {
    const key = `${id}:${label}`;
    return (this.startOf.get(key) ?? 0) <= t ? this.bySeason.get(key) : undefined;
  }

  list(t: number): CompetitionInfo[] {
    const own = this.base.list(t).map((c) => this.withSeasons(c, t));
    // Leagues a replaying source does not know still have their real seasons.
    const extra = [...this.labels.keys()]
      .filter((id) => !own.some((c) => c.id === id))
      .map((id) => this.historyInfo(id, t))
      .filter((c): c is CompetitionInfo => c !== null);
    return [...own, ...extra];
  }

  season(id: string, season: string | null, t: number): SeasonLookup {
    const info = this.list(t).find((c) => c.id === id);
    if (!info) return 'unknownCompetition';
    const label = season ?? info.currentSeason;
    const real = this.realAt(id, label, t);
    const own = this.base.season(id, label, t);
    if (real && (typeof own !== 'object' || !this.preferSource))
      return this.realSeason({ ...info, dataSource: 'football-data' }, real, t);
    if (typeof own === 'object')
      return {
        ...own,
        info: { ...this.withSeasons(own.info, t), dataSource: this.base.dataSource ?? 'generated' },
      };
    return own === 'unknownCompetition' ? 'unknownSeason' : own;
  }

  /**
   * Positions in the real table that replaces the source's own season of that label (null where the source
   * keeps its own, or there is no real one): what the 积分 tab and the database show for it.
   */
  realRanks(leagueId: string, season: string): ReadonlyMap<string, number> | null {
    const key = `${leagueId}:${season}`;
    if (this.rankCache.has(key)) return this.rankCache.get(key) ?? null;
    const real = this.preferSource ? undefined : this.bySeason.get(key);
    const ranks = real
      ? new Map(
          standings({ info: { id: leagueId }, teams: real.teams, fixtures: realFixtures(real) }).map((r) => [
            r.teamId,
            r.rank,
          ]),
        )
      : null;
    this.rankCache.set(key, ranks);
    return ranks;
  }

  private withSeasons(c: CompetitionInfo, t: number): CompetitionInfo {
    const real = this.labelsAt(c.id, t);
    return { ...c, seasons: [...new Set([c.currentSeason, ...real])].sort(newestFirst) };
  }

  private historyInfo(id: string, t: number): CompetitionInfo | null {
    const def = FOOTBALL_LEAGUES.find((d) => d.id === id);
    const seasons = this.labelsAt(id, t);
    if (!def || !seasons[0]) return null;
    return {
      id,
      name: def.name,
      alias: def.alias,
      color: def.color,
      region: def.region,
      kind: 'league',
      sport: 'football',
      currentSeason: seasons[0],
      seasons,
    };
  }

  private realSeason(info: CompetitionInfo, s: HistorySeason, t: number): CompetitionSeason {
    return {
      info,
      season: s.season,
      teams: s.teams,
      fixtures: realFixtures(s).map((f) =>
        f.kickoff + PLAYED_MS <= t ? f : { ...f, state: 0, result: null },
      ),
      groups: null,
      // football-data's files name no scorers: the page says so instead of inventing any.
      scorers: () => [],
    };
  }
}

/** A real season's matches as the database calls see them (all finished). */
function realFixtures(s: HistorySeason): SeasonFixture[] {
  return s.matches.map((m) => ({
    id: m.id,
    round: m.round,
    roundNo: m.roundNo,
    group: null,
    kickoff: m.kickoff,
    home: m.home,
    away: m.away,
    state: -1,
    result: { home: m.ft[0], away: m.ft[1], homeHalf: m.ht?.[0] ?? null, awayHalf: m.ht?.[1] ?? null },
    asianLine: m.asianLine,
    ouLine: m.ouLine,
    inTable: m.inTable,
    // Only the 2025-26 files (half time, statistics, odds) make a match page (sources/archive.ts).
    ...(m.ht === null ? { page: false } : {}),
  }));
}
