import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIN_COMPANY_ID } from '../catalog/companies.ts';
import { marketsAt } from '../odds/football-odds.ts';
import { readCsv } from '../sources/csv.ts';
import { SyntheticSource } from '../sources/synthetic.ts';
import { DEFAULT_DATA_DIR } from '../start.ts';
import { addDays } from '../util/day-time.ts';
import { randInt, rngFor } from '../util/rng.ts';
import { CALIBRATION, RESULT_SHAPE } from './calibration.ts';
import { drawOutcome, expectedGoals, finalScore } from './outcome.ts';

const DATA = join(process.env.KUYI_DATA_DIR ?? DEFAULT_DATA_DIR, 'football-data-2025-26');
const present = existsSync(DATA);
if (!present) console.warn(`[feed] ${DATA} not found: the calibration-against-data test is skipped.`);

const KEYS: [keyof typeof CALIBRATION, string, string][] = [
  ['goals', 'FTHG', 'FTAG'],
  ['halfTimeGoals', 'HTHG', 'HTAG'],
  ['shots', 'HS', 'AS'],
  ['shotsOnTarget', 'HST', 'AST'],
  ['fouls', 'HF', 'AF'],
  ['corners', 'HC', 'AC'],
  ['yellows', 'HY', 'AY'],
  ['reds', 'HR', 'AR'],
];

describe('[issue3] the synthetic model is calibrated on the real results in ../shared/data', () => {
  it.skipIf(!present)('the written-down averages are those of the football-data 2025-26 files', () => {
    const rows = readdirSync(DATA)
      .filter((f) => f.endsWith('.csv') && f !== 'IRL.csv')
      .flatMap((f) => readCsv(join(DATA, f)))
      .filter((r) =>
        KEYS.every(([, h, a]) => r[h] !== '' && r[h] !== undefined && r[a] !== '' && r[a] !== undefined),
      );
    expect(rows.length).toBe(CALIBRATION.matches);
    for (const [key, h, a] of KEYS) {
      const avg = (col: string) => rows.reduce((s, r) => s + Number(r[col]), 0) / rows.length;
      const c = CALIBRATION[key] as { home: number; away: number };
      expect(avg(h)).toBeCloseTo(c.home, 1);
      expect(avg(a)).toBeCloseTo(c.away, 1);
    }
  });

  it('a large synthetic sample reproduces those averages (goals, corners, cards)', () => {
    const n = 6000;
    const sum = { hg: 0, ag: 0, hc: 0, ac: 0, hy: 0, ay: 0 };
    for (let i = 0; i < n; i++) {
      const rng = rngFor(99, 'cal', i);
      // League strength gaps as the synthetic day draws them.
      const lambda = expectedGoals(
        (randInt(rng, -30, 30) / 100) * 1.0,
        (randInt(rng, -30, 30) / 100) * 1.0,
        false,
      );
      const o = drawOutcome(rng, lambda, { knockout: false, allowSpecial: false });
      const [h, a] = finalScore(o);
      sum.hg += h;
      sum.ag += a;
      sum.hc += o.corners[0];
      sum.ac += o.corners[1];
      sum.hy += o.yellows[0];
      sum.ay += o.yellows[1];
    }
    expect(sum.hg / n).toBeCloseTo(CALIBRATION.goals.home, 0);
    expect(sum.ag / n).toBeCloseTo(CALIBRATION.goals.away, 0);
    expect(Math.abs(sum.hg / n - CALIBRATION.goals.home)).toBeLessThan(0.15);
    expect(Math.abs(sum.ag / n - CALIBRATION.goals.away)).toBeLessThan(0.15);
    expect(Math.abs(sum.hc / n - CALIBRATION.corners.home)).toBeLessThan(0.3);
    expect(Math.abs(sum.ac / n - CALIBRATION.corners.away)).toBeLessThan(0.3);
    expect(Math.abs(sum.hy / n - CALIBRATION.yellows.home)).toBeLessThan(0.15);
    expect(Math.abs(sum.ay / n - CALIBRATION.yellows.away)).toBeLessThan(0.15);
  });
});

describe('[issue17-7] a synthetic week scores, draws and spreads strength like the real files', () => {
  it.skipIf(!present)('the written-down result shape is that of the football-data 2025-26 files', () => {
    const rows = readdirSync(DATA)
      .filter((f) => f.endsWith('.csv') && f !== 'IRL.csv')
      .flatMap((f) => readCsv(join(DATA, f)))
      .filter((r) => r.FTHG !== '' && r.FTHG !== undefined);
    expect(rows.length).toBe(RESULT_SHAPE.matches);
    const goals = rows.map((r) => Number(r.FTHG) + Number(r.FTAG));
    expect(goals.reduce((s, g) => s + g, 0) / rows.length).toBeCloseTo(RESULT_SHAPE.goalsPerMatch, 2);
    expect(goals.filter((g) => g > 2.5).length / rows.length).toBeCloseTo(RESULT_SHAPE.over25, 2);
    expect(rows.filter((r) => r.FTHG === r.FTAG).length / rows.length).toBeCloseTo(RESULT_SHAPE.draws, 2);
    expect(Math.max(...goals)).toBe(RESULT_SHAPE.maxGoals);
    const lines = rows.filter((r) => r.AHh).map((r) => Math.abs(Number(r.AHh)));
    expect(lines.filter((l) => l >= 2).length / lines.length).toBeCloseTo(RESULT_SHAPE.bigHandicaps, 2);
  });

  it('seven synthetic days (seed 7): mean goals, draw rate and two-goal opening handicaps within tolerance of the files', () => {
    const source = new SyntheticSource(7);
    let n = 0;
    let goals = 0;
    let draws = 0;
    let big = 0;
    let priced = 0;
    let most = 0;
    for (let d = 0; d < 7; d++) {
      for (const p of source.buildDay(addDays('2026-11-16', d)).football) {
        if (p.outcome.status !== 'normal') continue;
        const h = p.outcome.firstHalf[0] + p.outcome.secondHalf[0];
        const a = p.outcome.firstHalf[1] + p.outcome.secondHalf[1];
        n++;
        goals += h + a;
        most = Math.max(most, h + a);
        if (h === a) draws++;
        const company = p.odds.companies.find((c) => c.id === MAIN_COMPANY_ID);
        const opening = company ? marketsAt(p, company, 0).ya : null;
        if (opening) {
          priced++;
          if (Math.abs(opening.line) >= 2) big++;
        }
      }
    }
    expect(n).toBeGreaterThan(1500);
    expect(priced).toBeGreaterThan(1500);
    // Tolerances: about three standard errors of a week's ~1,900 matches.
    expect(Math.abs(goals / n - RESULT_SHAPE.goalsPerMatch)).toBeLessThan(0.12);
    expect(Math.abs(draws / n - RESULT_SHAPE.draws)).toBeLessThan(0.03);
    expect(Math.abs(big / priced - RESULT_SHAPE.bigHandicaps)).toBeLessThan(0.012);
    // No 14–0: the biggest total stays near the files' 10.
    expect(most).toBeLessThanOrEqual(RESULT_SHAPE.maxGoals + 2);
  }, 180_000);
});
