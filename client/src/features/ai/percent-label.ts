/**
 * A percentage as the /ai pages print it: always one decimal, the precision the gateway and shared round to,
 * so a column or a record reads alike from line to line (61.0% beside 22.7%, not 61% beside 22.7%).
 */
export function percentLabel(value: number | null): string {
  return value === null ? '—' : `${value.toFixed(1)}%`;
}

/** 模型胜平负: home / draw / away chances in one format. */
export function probabilitiesLabel(p: { home: number; draw: number; away: number }): string {
  return `${percentLabel(p.home)} / ${percentLabel(p.draw)} / ${percentLabel(p.away)}`;
}
