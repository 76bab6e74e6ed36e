/**
 * The runner's load shapes, the same as the k6 scripts: who subscribes to what, and when things happen.
 * Pure, so the choices are tested without a gateway.
 */
export const SCENARIOS = ['smoke', 'match-day', 'goal-spike', 'reconnect-storm'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export const isScenario = (value: string): value is ScenarioName =>
  (SCENARIOS as readonly string[]).includes(value);

/** Share of visitors who also keep a match page open (titan007 traffic is mostly list pages). */
export const DETAIL_SHARE = 0.4;
/** Match pages are chosen among the first matches of the day list, where the live ones are. */
const POPULAR_MATCHES = 20;

/** Channels one client subscribes to. `rand` is injected so tests are deterministic. */
export function channelsFor(
  scenario: ScenarioName,
  matchIds: readonly string[],
  rand: () => number,
): string[] {
  const hot = matchIds[0];
  switch (scenario) {
    case 'goal-spike':
      return hot ? ['football:list', `football:match:${hot}`, `odds:football:${hot}`] : ['football:list'];
    case 'reconnect-storm':
      return ['football:list', 'basketball:list'];
    case 'smoke':
    case 'match-day': {
      const pool = matchIds.slice(0, POPULAR_MATCHES);
      if (pool.length === 0 || rand() >= DETAIL_SHARE) return ['football:list'];
      const pick = pool[Math.floor(rand() * pool.length)] ?? pool[0];
      return ['football:list', `football:match:${pick}`];
    }
  }
}

/**
 * When client `index` of `clients` connects, ms after the start. Match day spreads arrivals over the ramp;
 * a goal spike brings 10% early and the other 90% within the last tenth of the ramp.
 */
export function arrivalAt(scenario: ScenarioName, index: number, clients: number, rampMs: number): number {
  if (clients <= 1 || rampMs <= 0) return 0;
  if (scenario !== 'goal-spike') return Math.floor((index / clients) * rampMs);
  const early = Math.ceil(clients * 0.1);
  if (index < early) return Math.floor((index / early) * rampMs * 0.9);
  return Math.floor(rampMs * 0.9 + ((index - early) / (clients - early)) * rampMs * 0.1);
}

/** When every client drops and resumes at once, ms after the ramp ended. Only the storm has one. */
export function stormsAt(scenario: ScenarioName, durationMs: number): number[] {
  return scenario === 'reconnect-storm' ? [Math.floor(durationMs / 2)] : [];
}
