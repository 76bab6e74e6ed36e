import { FootballState, type WorldCupMatch, type WorldCupStage, type WorldCupTableRow } from '@kuyi/shared';
import type { Scorer } from '../season/competition.ts';
import { buildStandings, type ResultLine } from '../season/standings.ts';
import type { WcMatch, WcTeam, WcTournament } from './worldcup-data.ts';

/**
 * A World Cup as the feed's clock sees it: a result is known once its match is over, a knockout slot's
 * teams once the rounds before it are over (a tournament ahead of the clock shows 未开赛 and 待定 honestly).
 */

export const STAGE_NAME: Record<WorldCupStage, string> = {
  group: '小组赛',
  r32: '1/16决赛',
  r16: '1/8决赛',
  qf: '1/4决赛',
  sf: '半决赛',
  third: '三四名决赛',
  final: '决赛',
};
/**
 * A match's round wherever it is named (the day list and match header, /worldcup, the 资料库): "D组" for a
 * group match, as titan007's short round column and every other cup's group matches read, else the stage.
 */
export const roundName = (m: Pick<WcMatch, 'group' | 'stage'>): string =>
  m.group ? `${m.group}组` : STAGE_NAME[m.stage];

const STAGE_ORDER: readonly WorldCupStage[] = ['group', 'r32', 'r16', 'qf', 'sf', 'third', 'final'];

/** How long a match lasts on the clock: 90 minutes plus breaks and stoppage, longer with extra time. */
export function matchEnd(m: WcMatch): number {
  const minutes = m.score?.p ? 160 : m.score?.et ? 145 : 110;
  return m.kickoff + minutes * 60_000;
}

/** The score that stands: after extra time when there was some. */
export const finalPair = (m: WcMatch) => (m.score ? (m.score.et ?? m.score.ft) : null);

export function winnerOf(m: WcMatch): WcTeam | null {
  const s = finalPair(m);
  if (!s || !m.score) return null;
  const [h, a] = m.score.p ?? s;
  if (h === a) return null;
  return h > a ? m.home : m.away;
}

export class WorldCupView {
  /**
   * `pages`: whether the score centre keeps a match page for the tournament's matches (the worldcup source
   * replays them); where it does not, each match says `page: false` so no page links to a missing one.
   */
  constructor(
    readonly cup: WcTournament,
    readonly t: number,
    readonly pages = true,
  ) {}

  finished(m: WcMatch): boolean {
    return m.score !== null && this.t >= matchEnd(m);
  }

  /** Teams of a knockout slot are known once every match of the earlier stages is over. */
  revealed(m: WcMatch): boolean {
    if (m.stage === 'group') return true;
    const before = STAGE_ORDER.slice(0, STAGE_ORDER.indexOf(m.stage === 'final' ? 'third' : m.stage));
    return this.cup.matches.filter((x) => before.includes(x.stage)).every((x) => this.finished(x));
  }

  state(m: WcMatch): number {
    if (this.finished(m)) return FootballState.Finished;
    if (this.t >= m.kickoff && m.score !== null)
      return this.t < m.kickoff + 47 * 60_000 ? FootballState.FirstHalf : FootballState.SecondHalf;
    return FootballState.NotStarted;
  }

  status(): 'upcoming' | 'live' | 'finished' {
    const { matches } = this.cup;
    if (matches.every((m) => this.finished(m))) return 'finished';
    return matches.some((m) => this.t >= m.kickoff) ? 'live' : 'upcoming';
  }

  match(m: WcMatch): WorldCupMatch {
    const done = this.finished(m);
    const known = this.revealed(m);
    const s = done ? finalPair(m) : null;
    const ht = done ? (m.score?.ht ?? null) : null;
    const winner = done ? winnerOf(m) : null;
    return {
      id: m.id,
      round: roundName(m),
      group: m.group,
      kickoff: m.kickoff,
      homeId: known ? m.home.id : '',
      homeName: known ? m.home.name : '待定',
      awayId: known ? m.away.id : '',
      awayName: known ? m.away.name : '待定',
      state: this.state(m),
      homeScore: s ? s[0] : null,
      awayScore: s ? s[1] : null,
      homeHalf: ht ? ht[0] : null,
      awayHalf: ht ? ht[1] : null,
      asianLine: null,
      ouLine: null,
      stage: m.stage,
      num: m.num,
      venue: m.venue,
      homeCode: known ? m.home.code : null,
      awayCode: known ? m.away.code : null,
      extraTime: done && m.score?.et != null,
      homePenalties: done ? (m.score?.p?.[0] ?? null) : null,
      awayPenalties: done ? (m.score?.p?.[1] ?? null) : null,
      winnerId: winner?.id ?? null,
      goals: done
        ? m.goals.map((g) => ({
            side: g.side,
            player: g.player,
            minute: g.addedTime ? `${g.minute}+${g.addedTime}` : String(g.minute),
            kind: g.kind,
          }))
        : [],
      ...(this.pages ? {} : { page: false }),
    };
  }

  /**
   * Group tables: points, goal difference, goals, then head-to-head, then who really went through. A group that
   * is over marks its automatic places (出线) at once, as titan007 does, while other groups still play: the
   * top `perGroup` (the first knockout round's teams over the groups: two in 2018, 2022 and 2026). A third
   * place that goes through as one of the best thirds (2026) is marked only once every group is over.
   */
  groups(): { name: string; table: WorldCupTableRow[] }[] {
    const teamById = new Map(this.cup.teams.map((t) => [t.id, t]));
    const knockout = this.cup.matches.filter((m) => m.stage !== 'group');
    const knockoutTeams = new Set(
      knockout.filter((m) => this.revealed(m)).flatMap((m) => [m.home.id, m.away.id]),
    );
    // Who the file sends on: a fact once their group is over (fair play and lots included).
    const fileThrough = new Set(knockout.flatMap((m) => [m.home.id, m.away.id]));
    const firstRound = STAGE_ORDER.find((st) => st !== 'group' && knockout.some((m) => m.stage === st));
    const perGroup = Math.floor(
      (knockout.filter((m) => m.stage === firstRound).length * 2) / Math.max(1, this.cup.groups.length),
    );
    return this.cup.groups.map((g) => {
      const results = this.results((m) => m.group === g.name);
      const teams = g.teamIds.map((id) => ({ id, name: teamById.get(id)?.name ?? id }));
      const table = buildStandings(teams, results);
      const groupOver = this.cup.matches.filter((m) => m.group === g.name).every((m) => this.finished(m));
      const h2h = (a: string, b: string) => {
        const tied = table.filter(
          (r) =>
            r.points === table.find((x) => x.teamId === a)?.points &&
            r.goalDiff === table.find((x) => x.teamId === a)?.goalDiff &&
            r.goalsFor === table.find((x) => x.teamId === a)?.goalsFor,
        );
        const ids = new Set(tied.map((r) => r.teamId));
        const mini = buildStandings(
          tied.map((r) => ({ id: r.teamId, name: r.teamName })),
          results.filter((r) => ids.has(r.homeId) && ids.has(r.awayId)),
        );
        const ra = mini.find((r) => r.teamId === a);
        const rb = mini.find((r) => r.teamId === b);
        if (!ra || !rb) return 0;
        return rb.points - ra.points || rb.goalDiff - ra.goalDiff || rb.goalsFor - ra.goalsFor;
      };
      // Fair-play points and lots are not in the data: a tie they settled is settled by who went through.
      const through = (id: string) => (groupOver && fileThrough.has(id) ? 1 : 0);
      const sorted = [...table].sort(
        (a, b) =>
          b.points - a.points ||
          b.goalDiff - a.goalDiff ||
          b.goalsFor - a.goalsFor ||
          h2h(a.teamId, b.teamId) ||
          through(b.teamId) - through(a.teamId) ||
          a.rank - b.rank,
      );
      return {
        name: `${g.name}组`,
        table: sorted.map((row, i) => ({
          ...row,
          rank: i + 1,
          advanced: through(row.teamId) === 1 && (i < perGroup || knockoutTeams.has(row.teamId)),
        })),
      };
    });
  }

  results(filter: (m: WcMatch) => boolean): ResultLine[] {
    return this.cup.matches
      .filter((m) => filter(m) && this.finished(m))
      .map((m) => {
        const s = finalPair(m) ?? [0, 0];
        return { homeId: m.home.id, awayId: m.away.id, home: s[0], away: s[1] };
      });
  }

  stages(): { stage: WorldCupStage; name: string; matches: WorldCupMatch[] }[] {
    return STAGE_ORDER.filter((st) => this.cup.matches.some((m) => m.stage === st)).map((stage) => ({
      stage,
      name: STAGE_NAME[stage],
      matches: this.cup.matches.filter((m) => m.stage === stage).map((m) => this.match(m)),
    }));
  }

  /**
   * Knockout rounds in bracket order, first round to final: the order is a fact of the schedule (the
   * file's later rounds name who won each tie), so it is derived from the whole file, then shown by clock.
   */
  bracket(): { stage: WorldCupStage; name: string; matches: WorldCupMatch[] }[] {
    const rounds = (['r32', 'r16', 'qf', 'sf', 'final'] as const).filter((st) =>
      this.cup.matches.some((m) => m.stage === st),
    );
    const ordered: WcMatch[][] = [];
    let next = this.cup.matches.filter((m) => m.stage === 'final');
    ordered.unshift(next);
    for (let i = rounds.length - 2; i >= 0; i--) {
      const pool = this.cup.matches.filter((m) => m.stage === rounds[i]).sort((a, b) => a.num - b.num);
      const order: WcMatch[] = [];
      for (const m of next) {
        for (const team of [m.home, m.away]) {
          const feeder = pool.find(
            (p) => !order.includes(p) && (p.home.id === team.id || p.away.id === team.id),
          );
          if (feeder) order.push(feeder);
        }
      }
      // A file without later-round teams keeps the match-number order.
      for (const p of pool) if (!order.includes(p)) order.push(p);
      ordered.unshift(order);
      next = order;
    }
    return rounds.map((stage, i) => ({
      stage,
      name: STAGE_NAME[stage],
      matches: (ordered[i] ?? []).map((m) => this.match(m)),
    }));
  }

  champion(): WcTeam | null {
    const final = this.cup.matches.find((m) => m.stage === 'final');
    return final && this.finished(final) ? winnerOf(final) : null;
  }

  /** Goals of finished matches by player; own goals count for the team's score, never for the scorer. */
  scorers(): Scorer[] {
    const byKey = new Map<string, Scorer>();
    for (const m of this.cup.matches) {
      if (!this.finished(m)) continue;
      for (const g of m.goals) {
        if (g.kind === 'ownGoal') continue;
        const team = g.side === 'home' ? m.home : m.away;
        const key = `${team.id}:${g.player}`;
        const row = byKey.get(key) ?? {
          player: g.player,
          teamId: team.id,
          teamName: team.name,
          goals: 0,
          penalties: 0,
        };
        row.goals++;
        if (g.kind === 'penaltyGoal') row.penalties++;
        byKey.set(key, row);
      }
    }
    return [...byKey.values()].sort(
      (a, b) => b.goals - a.goals || a.penalties - b.penalties || a.player.localeCompare(b.player),
    );
  }
}
