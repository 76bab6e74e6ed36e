/**
 * Per-match averages the synthetic model is calibrated to: the 2,142 matches of the 22 football-data
 * 2025-26 league files (B1 … T1, IRL excluded because it has no stats), read on 2025-11. Home / away.
 * calibration.test.ts recomputes them from ../shared/data and checks they still agree.
 */
export const CALIBRATION = {
  matches: 2142,
  goals: { home: 1.451, away: 1.207 },
  halfTimeGoals: { home: 0.642, away: 0.546 },
  shots: { home: 13.26, away: 11.14 },
  shotsOnTarget: { home: 4.51, away: 3.8 },
  fouls: { home: 12.39, away: 12.88 },
  corners: { home: 5.23, away: 4.41 },
  yellows: { home: 1.99, away: 2.26 },
  reds: { home: 0.092, away: 0.112 },
} as const;

/** Share of goals scored before half-time: (0.642 + 0.546) / (1.451 + 1.207). */
export const FIRST_HALF_GOAL_SHARE =
  (CALIBRATION.halfTimeGoals.home + CALIBRATION.halfTimeGoals.away) /
  (CALIBRATION.goals.home + CALIBRATION.goals.away);
