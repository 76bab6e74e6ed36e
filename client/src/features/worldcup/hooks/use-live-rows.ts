import { type FootballMatch, listChannel, type ScheduleItem } from '@kuyi/shared';
import { useEffect, useMemo } from 'react';
import { useChannel } from '../../../lib/live/use-channel.ts';
import { ensureServerClock, serverNow } from '../../../lib/server-clock.ts';

/** A match kicking off within this long is worth following before it starts (the page may stay open). */
const FOLLOW_AHEAD_MS = 6 * 3_600_000;
const NONE: ReadonlyMap<string, FootballMatch> = new Map();

/** A tournament's matches by stage: /worldcup's answer (with its status) or a 资料库 cup season's. */
export interface LiveTournament {
  status?: string;
  stages: readonly { matches: readonly ScheduleItem[] }[];
}

/** Whether any match of the tournament is in play or about to be: only then is the live list held. */
export function wantsLive(info: LiveTournament | null, now: number): boolean {
  if (!info || info.status === 'finished') return false;
  return info.stages.some((s) =>
    s.matches.some((m) => m.state > 0 || (m.state === 0 && Math.abs(m.kickoff - now) < FOLLOW_AHEAD_MS)),
  );
}

/**
 * The tournament's rows of the football live list, by match id, from the same socket channel the score
 * tables follow (snapshot, then patches): a goal reaches /worldcup and the 资料库 cup page as it reaches 即时比分.
 */
export function useLiveRows(info: LiveTournament | null): ReadonlyMap<string, FootballMatch> {
  const wanted = wantsLive(info, serverNow());
  const view = useChannel(wanted ? listChannel('football') : null);
  useEffect(() => {
    if (wanted) ensureServerClock();
  }, [wanted]);
  return useMemo(() => {
    if (!wanted || !info || view.kind !== 'live') return NONE;
    const ids = new Set(info.stages.flatMap((s) => s.matches.map((m) => m.id)));
    const rows = new Map<string, FootballMatch>();
    for (const row of Object.values(view.state) as unknown as FootballMatch[])
      if (ids.has(row.id)) rows.set(row.id, row);
    return rows;
  }, [wanted, info, view]);
}
