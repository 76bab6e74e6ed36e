import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FootballProvenance } from '@kuyi/shared';
import { COMPANIES } from '../catalog/companies.ts';
import { buildFootballPlan } from '../football/build-plan.ts';
import { planCommentary } from '../football/commentary.ts';
import {
  drawOutcome,
  drawShootout,
  type FootballOutcome,
  type Pair,
  type Shootout,
} from '../football/outcome.ts';
import type { CompetitionRef, FootballPlan } from '../football/plan-types.ts';
import { footballProvenance } from '../football/provenance.ts';
import type { ScriptEvent } from '../football/script.ts';
import { mainClosingAt } from '../odds/football-odds.ts';
import type { CompetitionInfo } from '../season/competition.ts';
import { dateOf } from '../util/day-time.ts';
import { normal, type Rng, rngFor } from '../util/rng.ts';
import { replayScript } from './replay-script.ts';
import type { BasketballSeasonLookup, Source } from './source.ts';
import { type ClosingLines, WorldCupCatalog } from './worldcup-catalog.ts';
import { loadWorldCups, type WcMatch, type WcTournament, WORLD_CUP_ID } from './worldcup-data.ts';
import { loadSfgDay, type SfgReplayMatch } from './worldcup-sfgio.ts';
import { WorldCupStrength } from './worldcup-strength.ts';
import { roundName, WorldCupView } from './worldcup-view.ts';

/**
 * `--source worldcup`: replays World Cup days through the same match-day engine as the other sources.
 * A day captured from worldcup.sfg.io (2018-06-27) plays its real goals, cards, substitutions, line-ups,
 * statistics, venue and weather; any other day of the openfootball tournaments plays its real goals, extra
 * time and shoot-out score (the kick order, corners and shot totals are generated and marked so). The
 * database is the World Cups themselves.
 */
export const WORLD_CUP_REF: CompetitionRef = {
  id: WORLD_CUP_ID,
  name: '世界杯',
  alias: 'FIFA World Cup',
  color: '#8A1538',
  kind: 'cup',
};

/** Shoot-out kicks that end with the real score: drawn until one does (the order is not in the data). */
export function shootoutFor(rng: Rng, score: Pair): Shootout {
  for (let tries = 0; tries < 20_000; tries++) {
    const s = drawShootout(rng);
    if (s.score[0] === score[0] && s.score[1] === score[1]) return s;
  }
  // Unreachable for real scores; keeps the total right even so.
  const kicks: Shootout['kicks'] = [];
  for (let i = 0; i < Math.max(score[0], score[1]); i++) {
    kicks.push({ side: 'home', scored: i < score[0] }, { side: 'away', scored: i < score[1] });
  }
  return { kicks, score };
}

/** Expected goals whose possession split (tech.ts: 50 + 12·tanh(edge)) is close to the real one. */
function lambdaFromPossession(homeShare: number): Pair {
  const edge = Math.atanh(Math.max(-0.95, Math.min(0.95, (homeShare - 50) / 12)));
  return [1.3 * Math.exp(edge / 2), 1.3 * Math.exp(-edge / 2)];
}

/**
 * A captured worldcup.sfg.io match: its events, totals, line-ups, officials, venue and weather are the
 * capture's; corner minutes, the other statistics, commentary and every price (no odds in the data) are ours.
 */
export function capturedProvenance(real: SfgReplayMatch): FootballProvenance {
  const sfg = 'sfgio' as const;
  return footballProvenance(sfg, {
    result: sfg,
    halfTime: sfg,
    events: sfg,
    eventMinutes: sfg,
    cards: sfg,
    corners: sfg,
    shots: sfg,
    fouls: sfg,
    lineups: sfg,
    referee: real.referee ? sfg : 'absent',
    venue: real.venue ? sfg : 'absent',
    weather: real.weather ? sfg : 'absent',
    shootoutOrder: 'absent',
  });
}

/**
 * An openfootball World Cup match: the score (half time, extra time, shoot-out), the goals with their
 * minutes and the ground are the file's. Cards, line-ups and officials are not in it: the totals are drawn
 * (cards left at none), the referee is a made-up name, the shoot-out's kick order is drawn to its score.
 */
export function openfootballProvenance(m: WcMatch): FootballProvenance {
  const of = 'openfootball' as const;
  return footballProvenance(of, {
    result: of,
    ...(m.score?.ht ? { halfTime: of } : {}),
    events: of,
    eventMinutes: of,
    lineups: 'absent',
    venue: m.venue ? of : 'absent',
    ...(m.score?.p ? {} : { shootoutOrder: 'absent' }),
  });
}

export class WorldCupSource implements Source {
  readonly name = 'worldcup';
  readonly catalog: WorldCupCatalog;
  /** Each played match's modelled 终盘, by match id (building a plan is not free; the 资料库 asks often). */
  private readonly closing = new Map<string, ClosingLines>();
  /** Each team's rating before each match, from the earlier matches only: what the odds are priced from. */
  readonly strength: WorldCupStrength;

  constructor(
    readonly seed: number,
    readonly cups: readonly WcTournament[],
    readonly captured: readonly SfgReplayMatch[],
  ) {
    this.strength = new WorldCupStrength(cups);
    this.catalog = new WorldCupCatalog(cups, (cup, m) => this.closingLines(cup, m));
  }

  static load(dataDir: string, seed: number): WorldCupSource {
    const cups = loadWorldCups(dataDir);
    const dir = join(dataDir, 'wc2018-sfgio');
    const captured = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('_matches_today.json'))
          .sort()
          .flatMap((f) => loadSfgDay(join(dir, f)))
      : [];
    if (cups.length === 0 && captured.length === 0)
      throw new Error(
        `找不到世界杯数据 ${dataDir}/openfootball-worldcup 与 wc2018-sfgio（--data 应指向 shared/data）`,
      );
    return new WorldCupSource(seed, cups, captured);
  }

  buildDay(date: string): { football: FootballPlan[]; basketball: [] } {
    const plans: FootballPlan[] = [];
    for (const cup of this.cups) {
      for (const m of cup.matches) {
        if (dateOf(m.kickoff) !== date || m.score === null) continue;
        plans.push(this.plan(cup, m));
      }
    }
    return {
      football: plans.sort((a, b) => a.kickoff - b.kickoff || a.id.localeCompare(b.id)),
      basketball: [],
    };
  }

  private plan(cup: WcTournament, m: WcMatch): FootballPlan {
    const real = this.captured.find(
      (c) => c.kickoff === m.kickoff && c.home.code === m.home.code && c.away.code === m.away.code,
    );
    return real ? this.capturedPlan(cup, m, real) : this.openfootballPlan(cup, m);
  }

  /**
   * The main company's 亚盘 and 大小 终盘 of a match the replay plays, as its match page and list row show them:
   * modelled (openfootball has no odds), from the same seeded plan, so the 资料库's lines are the page's.
   */
  closingLines(cup: WcTournament, m: WcMatch): ClosingLines {
    let hit = this.closing.get(m.id);
    if (!hit) {
      const close =
        m.score === null
          ? null
          : (() => {
              const plan = this.plan(cup, m);
              return mainClosingAt(plan, plan.kickoff);
            })();
      hit = { asian: close?.ya?.line ?? null, ou: close?.da?.line ?? null };
      this.closing.set(m.id, hit);
    }
    return hit;
  }

  /** The group ranks before kick-off, as the match page's header shows them. */
  private ranks(cup: WcTournament, m: WcMatch): [number | null, number | null] {
    if (!m.group) return [null, null];
    const table = new WorldCupView(cup, m.kickoff).groups().find((g) => g.name === `${m.group}组`)?.table;
    const rank = (id: string) => table?.find((r) => r.teamId === id)?.rank ?? null;
    return [rank(m.home.id), rank(m.away.id)];
  }

  private common(cup: WcTournament, m: WcMatch) {
    const [homeRank, awayRank] = this.ranks(cup, m);
    return {
      seed: this.seed,
      id: m.id,
      date: dateOf(m.kickoff),
      league: WORLD_CUP_REF,
      round: roundName(m),
      season: cup.year,
      home: m.home,
      away: m.away,
      homeRank,
      awayRank,
      kickoff: m.kickoff,
      neutral: true,
      companies: COMPANIES.map((c) => ({ ...c })),
      // The opening's drift drawn on its own, so no result (this match's events) moves a price.
      drift: (() => {
        const rng = rngFor(this.seed, 'worldcup-drift', m.id);
        return [normal(rng) * 0.08, normal(rng) * 0.08] as Pair;
      })(),
    };
  }

  private capturedPlan(cup: WcTournament, m: WcMatch, real: SfgReplayMatch): FootballPlan {
    const { stats } = real;
    const outcome: FootballOutcome = {
      status: 'normal',
      firstHalf: real.ht,
      secondHalf: [real.ft[0] - real.ht[0], real.ft[1] - real.ht[1]],
      extraTime: null,
      penalties: null,
      corners: stats.corners,
      yellows: stats.yellows,
      reds: stats.reds,
      shots: stats.shots,
      shotsOnTarget: stats.shotsOnTarget,
      fouls: stats.fouls,
      lambda: lambdaFromPossession(stats.possession[0]),
    };
    const rng = rngFor(this.seed, 'worldcup', m.id);
    const script = replayScript(rng, outcome, {
      ...real,
      date: real.date,
      home: m.home.alias,
      away: m.away.alias,
    });
    const plan = buildFootballPlan({
      ...this.common(cup, m),
      outcome,
      lineups: real.lineups,
      script,
      venue: real.venue,
      referee: real.referee,
      provenance: capturedProvenance(real),
    });
    // Priced from the teams' strength, as every replayed match: the real possession only shapes the stats.
    plan.odds.lambda = this.strength.expectedGoals(m);
    // The real weather, and the commentary line that reads it.
    plan.weather = real.weather;
    plan.words = planCommentary(plan, rngFor(this.seed, 'words', plan.id));
    return plan;
  }

  private openfootballPlan(cup: WcTournament, m: WcMatch): FootballPlan {
    const score = m.score;
    if (!score) throw new Error(`match ${m.id} has no result`);
    const ht = score.ht ?? [0, 0];
    const rng = rngFor(this.seed, 'worldcup', m.id);
    // Totals the file lacks (shots, corners, fouls) come from the calibrated model; cards stay at none.
    const drawn = drawOutcome(rng, this.strength.expectedGoals(m), { knockout: false, allowSpecial: false });
    const et = score.et;
    const goals = (i: 0 | 1) => (et ?? score.ft)[i];
    const outcome: FootballOutcome = {
      ...drawn,
      firstHalf: ht,
      secondHalf: [score.ft[0] - ht[0], score.ft[1] - ht[1]],
      extraTime: et ? [et[0] - score.ft[0], et[1] - score.ft[1]] : null,
      penalties: score.p ? shootoutFor(rng, score.p) : null,
      yellows: [0, 0],
      reds: [0, 0],
      shotsOnTarget: [Math.max(drawn.shotsOnTarget[0], goals(0)), Math.max(drawn.shotsOnTarget[1], goals(1))],
      shots: [Math.max(drawn.shots[0], goals(0)), Math.max(drawn.shots[1], goals(1))],
    };
    const events: ScriptEvent[] = m.goals.map((g, i) => ({
      kind: g.kind,
      side: g.side,
      minute: g.minute,
      addedTime: g.addedTime,
      second: 10 + i,
      player: g.player,
      relatedPlayer: null,
      generated: false,
    }));
    const base = replayScript(rng, outcome, {
      date: dateOf(m.kickoff),
      home: m.home.alias,
      away: m.away.alias,
      events,
      lineups: null,
      venue: m.venue,
      referee: null,
    });
    const extraAdded = Math.max(0, ...events.filter((e) => e.minute > 90).map((e) => e.addedTime ?? 0));
    const script = {
      ...base,
      extraTime: et !== null,
      shootout: outcome.penalties,
      injury: { ...base.injury, extra: Math.max(1, extraAdded) },
    };
    return buildFootballPlan({
      ...this.common(cup, m),
      outcome,
      lineups: null,
      script,
      venue: m.venue,
      provenance: openfootballProvenance(m),
    });
  }

  basketballSeason(): BasketballSeasonLookup {
    return 'unknownCompetition';
  }

  basketballLeagues(): CompetitionInfo[] {
    return [];
  }
}
