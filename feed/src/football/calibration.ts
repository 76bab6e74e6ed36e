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

/**
 * Strength spread and scoring of the synthetic model, fitted to the same files (all 2,341 results of the 22
 * files): 2.67 goals a match, 50.4 % over 2.5, 26.1 % draws, and opening handicaps of two goals or more in
 * 2.1 % of matches (AHh). Club ratings are normal with RATING_SD; expected goals scale by
 * exp(±RATING_EFFECT · rating difference), whose mean over the spread (RATING_INFLATION) is divided out so
 * the average stays at the calibrated goals. SHARED_GOALS is the mean of a goal count added to both sides
 * (a bivariate Poisson), which lifts draws from the independent model's ~24.5 % to the real rate.
 */
export const RATING_SD = 0.23;
export const RATING_EFFECT = 0.9;
export const RATING_INFLATION = Math.exp(0.5 * RATING_EFFECT ** 2 * 2 * RATING_SD ** 2);
export const SHARED_GOALS = 0.15;

/** The real figures a synthetic week is measured against (calibration.test.ts recomputes them). */
export const RESULT_SHAPE = {
  matches: 2341,
  goalsPerMatch: 2.668,
  over25: 0.504,
  draws: 0.261,
  /** Share of matches whose opening handicap (AHh) is two goals or more either way. */
  bigHandicaps: 0.021,
  maxGoals: 10,
} as const;
