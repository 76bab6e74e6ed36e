import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../sources/csv.ts';
import { DEFAULT_DATA_DIR } from '../start.ts';
import { randInt, rngFor } from '../util/rng.ts';
import { CALIBRATION } from './calibration.ts';
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
