import { FootballState } from '@kuyi/shared';
import type { TeamRef } from '../football/plan-types.ts';
import type {
  CompetitionCatalog,
  CompetitionInfo,
  CompetitionSeason,
  SeasonLookup,
} from '../season/competition.ts';
import { type WcMatch, type WcTournament, WORLD_CUP_ID } from './worldcup-data.ts';
import { finalPair, STAGE_NAME, WorldCupView } from './worldcup-view.ts';

/** The tournaments known at instant t: drawn by then (a replayed 2018 day knows nothing of 2022). */
export const drawnBy = (cups: readonly WcTournament[], t: number): WcTournament[] =>
  cups.filter((c) => c.drawAt <= t);

/**
 * The World Cup as the database lists it at instant t: the tournaments drawn by then; the current season is
 * the latest one that has started (else the next one to).
 */
export function worldCupInfo(all: readonly WcTournament[], t: number): CompetitionInfo {
  const cups = drawnBy(all, t);
  const started = cups.filter((c) => (c.matches[0]?.kickoff ?? 0) <= t);
  return {
    id: WORLD_CUP_ID,
    name: '世界杯',
    alias: 'FIFA World Cup',
    color: '#8A1538',
    region: '国际',
    kind: 'cup',
    sport: 'football',
    currentSeason: (started[0] ?? cups[cups.length - 1])?.year ?? '',
    seasons: cups.map((c) => c.year),
  };
}

/** A match's closing 亚盘 and 大小 lines (home handicap, total), null where it has none. */
export interface ClosingLines {
  asian: number | null;
  ou: number | null;
}
/** Where a season's closing lines come from: the replay's modelled 终盘 (openfootball itself has no odds). */
export type LinesOf = (cup: WcTournament, m: WcMatch) => ClosingLines;

/** A knockout slot whose teams the clock does not know yet (the rounds before it are still being played). */
const TO_BE_DECIDED: TeamRef = { id: '', name: '待定', alias: '' };

/**
 * One tournament as a database season (groups, fixtures, scorers), seen at instant t: as on /worldcup, a
 * knockout tie names its teams only once the rounds before it are over. A match that has kicked off carries
 * the closing lines `lines` gives (the replay's modelled 终盘, shown at kick-off as on every row); without
 * `lines`, none.
 */
export function worldCupSeason(
  cups: readonly WcTournament[],
  cup: WcTournament,
  t: number,
  lines?: LinesOf,
): CompetitionSeason {
  const view = new WorldCupView(cup, t);
  return {
    info: worldCupInfo(cups, t),
    season: cup.year,
    teams: cup.teams,
    groups: cup.groups.map((g) => ({ name: `${g.name}组`, teamIds: g.teamIds })),
    fixtures: cup.matches.map((m) => {
      const done = view.finished(m);
      const s = done ? finalPair(m) : null;
      const known = view.revealed(m);
      const state = view.state(m);
      const close = lines && state !== FootballState.NotStarted ? lines(cup, m) : null;
      return {
        id: m.id,
        round: m.group ? '小组赛' : STAGE_NAME[m.stage],
        roundNo: m.num,
        group: m.group ? `${m.group}组` : null,
        kickoff: m.kickoff,
        home: known ? m.home : TO_BE_DECIDED,
        away: known ? m.away : TO_BE_DECIDED,
        state,
        result: s
          ? {
              home: s[0],
              away: s[1],
              homeHalf: m.score?.ht?.[0] ?? null,
              awayHalf: m.score?.ht?.[1] ?? null,
              penalties: m.score?.p ?? null,
              extraTime: m.score?.et != null,
              regular: m.score?.et != null ? (m.score?.ft ?? null) : null,
            }
          : null,
        asianLine: close?.asian ?? null,
        ouLine: close?.ou ?? null,
        inTable: m.stage === 'group',
      };
    }),
    scorers: () => view.scorers(),
    // The tables /worldcup shows, with its 出线 marks: one rule for both pages.
    groupTables: () => view.groups(),
  };
}

/** The World Cups as a competition catalog, for a source (`--source worldcup`) whose database is them. */
export class WorldCupCatalog implements CompetitionCatalog {
  readonly dataSource = 'openfootball';
  constructor(
    private readonly cups: readonly WcTournament[],
    private readonly lines?: LinesOf,
  ) {}

  list(t: number): CompetitionInfo[] {
    return drawnBy(this.cups, t).length ? [worldCupInfo(this.cups, t)] : [];
  }

  season(id: string, season: string | null, t: number): SeasonLookup {
    if (id !== WORLD_CUP_ID || drawnBy(this.cups, t).length === 0) return 'unknownCompetition';
    const label = season ?? worldCupInfo(this.cups, t).currentSeason;
    const cup = drawnBy(this.cups, t).find((c) => c.year === label);
    return cup ? worldCupSeason(this.cups, cup, t, this.lines) : 'unknownSeason';
  }
}
