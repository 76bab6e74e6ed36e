/** Events that move football odds: books close every market on one, then reprice a little later. */
const REPRICING_KINDS: ReadonlySet<string> = new Set([
  'goal',
  'penaltyGoal',
  'ownGoal',
  'goalCancelled',
  'red',
  'secondYellow',
]);

export const isRepricingEvent = (kind: string): boolean => REPRICING_KINDS.has(kind);

/** How long after such an event the markets stay closed before the repriced quote appears. */
export const REPRICE_AFTER_EVENT_MS = 60_000;
