import type { CupInfo } from '@kuyi/shared';

/** The stage being played: the first with a match not over (a live cup opens on today's games), else the last. */
export function currentStage(stages: CupInfo['stages']): string {
  const open = stages.find((s) => s.matches.some((m) => m.state !== -1));
  return (open ?? stages.at(-1))?.name ?? '';
}
