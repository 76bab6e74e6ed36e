import { BasketballState, OVERTIME_SECONDS } from '@kuyi/shared';
import { chineseName, foreignName } from '../catalog/player-names.ts';
import type { CompetitionRef, TeamRef } from '../football/plan-types.ts';
import { GENERATED_BASKETBALL } from '../football/provenance.ts';
import { HOUR, MINUTE, toSecond } from '../util/day-time.ts';
import { normal, type Rng, randInt, rngFor } from '../util/rng.ts';
import { basketballWords } from './commentary.ts';
import { expectedScore, gameModel, type TeamStrength, TRIP, tripSecondsFrom } from './game-model.ts';
import type { BasketballPlan, BasketballPlay, ClockSegment, RosterPlayer } from './plan-types.ts';

export interface BasketballInput {
  seed: number;
  id: string;
  date: string;
  league: CompetitionRef;
  season: string;
  home: TeamRef;
  away: TeamRef;
  homeRank: number | null;
  awayRank: number | null;
  kickoff: number;
  quarterSeconds: number;
  /** The league's calibrated mean total points. */
  meanTotal: number;
  /** Home and away team strengths (pace, offence, defence). */
  strength: [TeamStrength, TeamStrength];
  chinese: boolean;
}

const POSITIONS = ['G', 'G', 'F', 'F', 'C', 'G', 'F', 'C', 'G', 'F', 'C', 'G'];
const BREAK_MS = 2 * MINUTE;
const HALF_TIME_MS = 15 * MINUTE;
/** Points by which the opening view sits off the closing one (sd): a 让分 or 总分 line often moves 1–3. */
const OPENING_DRIFT = { margin: 1, total: 2 };

export function makeRoster(
  seed: number,
  team: TeamRef,
  side: 'home' | 'away',
  chinese: boolean,
): RosterPlayer[] {
  const rng = rngFor(seed, 'roster', team.id);
  return POSITIONS.map((position, i) => ({
    name: chinese && rng() < 0.8 ? chineseName(rng) : foreignName(rng),
    side,
    starter: i < 5,
    position,
    share: i < 5 ? 1.4 - i * 0.05 : 0.7 - (i - 5) * 0.08,
  }));
}

const weightedPick = (rng: Rng, players: readonly RosterPlayer[]): RosterPlayer => {
  const total = players.reduce((s, p) => s + p.share, 0);
  let x = rng() * total;
  for (const p of players) {
    x -= p.share;
    if (x <= 0) return p;
  }
  return players[0] as RosterPlayer;
};

/**
 * Plays a game possession by possession. The game clock runs in real time while the ball is live and
 * stops after scores and fouls (15–30 s), so the list row's (clockSeconds, clockAt, running) lets the
 * client count down exactly as the feed does.
 */
export function simulateBasketball(input: BasketballInput): BasketballPlan {
  const rng = rngFor(input.seed, 'bb', input.id);
  const roster = [
    ...makeRoster(input.seed, input.home, 'home', input.chinese),
    ...makeRoster(input.seed, input.away, 'away', input.chinese),
  ];
  const sidePlayers = {
    home: roster.filter((p) => p.side === 'home'),
    away: roster.filter((p) => p.side === 'away'),
  };
  const plays: BasketballPlay[] = [];
  const segments: ClockSegment[] = [];
  const score = { home: 0, away: 0 };
  let t = toSecond(input.kickoff + randInt(rng, 0, 120) * 1000);
  let side: 'home' | 'away' = rng() < 0.5 ? 'home' : 'away';
  const model = gameModel(
    { meanTotal: input.meanTotal, quarterSeconds: input.quarterSeconds },
    input.strength[0],
    input.strength[1],
  );
  for (let period = 1; period <= 8; period++) {
    if (period > 4 && score.home !== score.away) break;
    const length = period <= 4 ? input.quarterSeconds : OVERTIME_SECONDS;
    const state = period as BasketballState;
    segments.push({ at: t, state, clockSeconds: length, running: true });
    plays.push({
      at: t,
      period,
      clock: length,
      side: null,
      kind: 'period',
      points: 0,
      player: null,
      assist: null,
      ...score,
    });
    let clock = length;
    while (clock > 0) {
      const used = Math.min(clock, tripSecondsFrom(rng(), rng(), model));
      clock -= used;
      t += used * 1000;
      const roll = rng();
      const shooter = weightedPick(rng, sidePlayers[side]);
      const p3 = TRIP.three * model.efficiency[side];
      const p2 = TRIP.two * model.efficiency[side];
      const pFoul = TRIP.foul;
      const base = { at: t, period, clock, side, player: shooter.name, assist: null };
      // The clock stops at the whistle; free throws are taken with it stopped.
      const stopAt = t;
      let stopped = false;
      if (roll < p3 || roll < p3 + p2) {
        const points = roll < p3 ? 3 : 2;
        score[side] += points;
        const assist =
          rng() < 0.6
            ? weightedPick(
                rng,
                sidePlayers[side].filter((p) => p !== shooter),
              ).name
            : null;
        plays.push({ ...base, kind: points === 3 ? '3pt' : '2pt', points, assist, ...score });
        stopped = true;
      } else if (roll < p3 + p2 + pFoul) {
        const other = side === 'home' ? 'away' : 'home';
        plays.push({
          ...base,
          side: other,
          player: weightedPick(rng, sidePlayers[other]).name,
          kind: 'foul',
          points: 0,
          ...score,
        });
        for (let k = 0; k < 2; k++) {
          const made = rng() < TRIP.freeThrow;
          if (made) score[side] += 1;
          plays.push({
            ...base,
            at: t + (k + 1) * 1000,
            kind: made ? 'ft' : 'ftMiss',
            points: made ? 1 : 0,
            ...score,
          });
        }
        t += 2000;
        stopped = true;
      } else if (roll < TRIP.missEnd) {
        plays.push({ ...base, kind: rng() < 0.35 ? 'miss3' : 'miss2', points: 0, ...score });
        const rebounder = rng() < TRIP.offensiveRebound ? side : side === 'home' ? 'away' : 'home';
        plays.push({
          ...base,
          side: rebounder,
          player: weightedPick(rng, sidePlayers[rebounder]).name,
          kind: 'rebound',
          points: 0,
          ...score,
        });
        if (rebounder === side) continue;
      } else if (roll < 0.95) {
        plays.push({ ...base, kind: 'turnover', points: 0, ...score });
      } else {
        const other = side === 'home' ? 'away' : 'home';
        plays.push({
          ...base,
          side: other,
          player: weightedPick(rng, sidePlayers[other]).name,
          kind: rng() < 0.5 ? 'steal' : 'block',
          points: 0,
          ...score,
        });
      }
      if (stopped && clock > 0) {
        segments.push({ at: stopAt, state, clockSeconds: clock, running: false });
        t += randInt(rng, 15, 30) * 1000;
        segments.push({ at: t, state, clockSeconds: clock, running: true });
      }
      side = side === 'home' ? 'away' : 'home';
    }
    // A level game after the last overtime we allow is settled by one more free throw (keeps it finite).
    if (period === 8 && score.home === score.away) {
      score.home += 1;
      plays.push({
        at: t,
        period,
        clock: 0,
        side: 'home',
        player: weightedPick(rng, sidePlayers.home).name,
        assist: null,
        kind: 'ft',
        points: 1,
        ...score,
      });
    }
    segments.push({ at: t, state, clockSeconds: 0, running: false });
    t += period === 2 ? HALF_TIME_MS : BREAK_MS;
    if (period === 2)
      segments.push({
        at: t - HALF_TIME_MS + 1000,
        state: BasketballState.HalfTime,
        clockSeconds: 0,
        running: false,
      });
  }
  const endAt = (segments[segments.length - 1]?.at ?? t) + 1000;
  segments.push({ at: endAt, state: BasketballState.Finished, clockSeconds: 0, running: false });
  segments.sort((a, b) => a.at - b.at);
  plays.sort((a, b) => a.at - b.at);

  const expected = expectedScore(model, input.quarterSeconds);
  // Books open a little off their closing view and move to it as money and news come in.
  const drift = rngFor(input.seed, 'bbdrift', input.id);
  const opening = {
    margin: expected.margin + normal(drift) * OPENING_DRIFT.margin,
    total: expected.total + normal(drift) * OPENING_DRIFT.total,
  };
  const oddsTimes = [10, 5, 2, 0.5].map((h) =>
    toSecond(input.kickoff - h * HOUR - randInt(rng, 0, 600) * 1000),
  );
  const preMatchOdds = oddsTimes.length;
  plays.forEach((p, i) => {
    if (i % 12 === 11 && p.period <= 4) oddsTimes.push(p.at + 5000);
  });
  const plan: BasketballPlan = {
    sport: 'basketball',
    provenance: GENERATED_BASKETBALL,
    id: input.id,
    date: input.date,
    league: input.league,
    season: input.season,
    home: input.home,
    away: input.away,
    homeRank: input.homeRank,
    awayRank: input.awayRank,
    kickoff: input.kickoff,
    quarterSeconds: input.quarterSeconds,
    plays,
    segments,
    roster,
    expected,
    opening,
    oddsTimes: [...new Set(oddsTimes)].sort((a, b) => a - b),
    preMatchOdds,
    words: [],
    changeTimes: [],
    endAt,
    venue: `${input.home.name}主场馆`,
  };
  plan.words = basketballWords(plan);
  plan.changeTimes = [
    ...new Set([
      ...segments.map((s) => s.at),
      ...plays.filter((p) => p.points > 0).map((p) => p.at),
      ...plan.oddsTimes,
      // The closing line appears on the row at tip-off ([D6]).
      plan.kickoff,
    ]),
  ].sort((a, b) => a - b);
  return plan;
}
