import { type BasketballPlayerLine, PLAYER_LINE_COUNTS, type TechStat } from '@kuyi/shared';
import { countUpTo } from '../football/state-at.ts';
import type { BasketballPlan } from './plan-types.ts';

/** Player box score (techcount) at t, summed from the plays so far; minutes accrue with the game clock. */
export function playerLinesAt(plan: BasketballPlan, t: number): BasketballPlayerLine[] {
  const plays = plan.plays.slice(0, countUpTo(plan.plays, t));
  const lines = new Map<string, BasketballPlayerLine>(
    plan.roster.map((r) => [
      `${r.side}:${r.name}`,
      {
        name: r.name,
        side: r.side,
        starter: r.starter,
        minutes: 0,
        points: 0,
        rebounds: 0,
        assists: 0,
        steals: 0,
        blocks: 0,
        turnovers: 0,
        fouls: 0,
        fgMade: 0,
        fgAttempts: 0,
        threeMade: 0,
        threeAttempts: 0,
        ftMade: 0,
        ftAttempts: 0,
      },
    ]),
  );
  const lineOf = (side: 'home' | 'away' | null, name: string | null) =>
    side && name ? lines.get(`${side}:${name}`) : undefined;
  for (const p of plays) {
    const l = lineOf(p.side, p.player);
    if (!l) continue;
    switch (p.kind) {
      case '2pt':
        l.points += 2;
        l.fgMade++;
        l.fgAttempts++;
        break;
      case '3pt':
        l.points += 3;
        l.fgMade++;
        l.fgAttempts++;
        l.threeMade++;
        l.threeAttempts++;
        break;
      case 'miss2':
        l.fgAttempts++;
        break;
      case 'miss3':
        l.fgAttempts++;
        l.threeAttempts++;
        break;
      case 'ft':
        l.points++;
        l.ftMade++;
        l.ftAttempts++;
        break;
      case 'ftMiss':
        l.ftAttempts++;
        break;
      case 'rebound':
        l.rebounds++;
        break;
      case 'turnover':
        l.turnovers++;
        break;
      case 'steal':
        l.steals++;
        break;
      case 'block':
        l.blocks++;
        break;
      case 'foul':
        l.fouls++;
        break;
      default:
        break;
    }
    if (p.assist) {
      const a = lineOf(p.side, p.assist);
      if (a) a.assists++;
    }
  }
  // Minutes: each side's game minutes so far, shared by the players' rotation weights (5 on court).
  const last = plays[plays.length - 1];
  const gameSeconds = last ? elapsedSeconds(last.period, last.clock, plan.quarterSeconds) : 0;
  for (const side of ['home', 'away'] as const) {
    const roster = plan.roster.filter((r) => r.side === side);
    const total = roster.reduce((s, r) => s + r.share, 0);
    for (const r of roster) {
      const l = lines.get(`${side}:${r.name}`);
      if (l) l.minutes = Math.round(((gameSeconds * 5 * r.share) / total / 60) * 10) / 10;
    }
  }
  return [...lines.values()];
}

/** Overtime periods last five minutes in the NBA and under FIBA rules alike. */
const OVERTIME_SECONDS = 300;

/** Game seconds played when `clock` seconds are left in `period`: overtime counts only what has run of it. */
export function elapsedSeconds(period: number, clock: number, quarterSeconds: number): number {
  if (period <= 4) return (period - 1) * quarterSeconds + (quarterSeconds - clock);
  return 4 * quarterSeconds + (period - 5) * OVERTIME_SECONDS + (OVERTIME_SECONDS - clock);
}

/** Team totals (tech) from the player lines. */
export function teamTechAt(plan: BasketballPlan, t: number): Record<string, TechStat> {
  const lines = playerLinesAt(plan, t);
  const sum = (side: 'home' | 'away', key: (typeof PLAYER_LINE_COUNTS)[number]) =>
    lines.filter((l) => l.side === side).reduce((s, l) => s + l[key], 0);
  const tech: Record<string, TechStat> = {};
  for (const k of PLAYER_LINE_COUNTS) tech[k] = { home: sum('home', k), away: sum('away', k) };
  const pct = (made: TechStat | undefined, att: TechStat | undefined): TechStat => ({
    home: att && att.home > 0 ? Math.round(((made?.home ?? 0) / att.home) * 100) : 0,
    away: att && att.away > 0 ? Math.round(((made?.away ?? 0) / att.away) * 100) : 0,
  });
  tech.fgPct = pct(tech.fgMade, tech.fgAttempts);
  tech.threePct = pct(tech.threeMade, tech.threeAttempts);
  tech.ftPct = pct(tech.ftMade, tech.ftAttempts);
  return tech;
}
