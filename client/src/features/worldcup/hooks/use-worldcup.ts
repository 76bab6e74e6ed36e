import type { WorldCupInfo, WorldCupShooter } from '@kuyi/shared';
import { useCallback, useEffect, useState } from 'react';
import { worldCupApi } from '../api/worldcup-api.ts';

export type WorldCupLoad =
  | { kind: 'loading' }
  | { kind: 'ready'; info: WorldCupInfo; shooter: WorldCupShooter }
  /** `seasons`: the tournaments the server does hold (read from its default answer), when it could say. */
  | { kind: 'error'; msg: string; seasons: readonly string[]; code: number; retry?: () => void };

/**
 * One tournament's page data (both calls), read again when the season changes; stale answers are dropped.
 * A season the server does not hold (404 for `?season=2022` on a 2018 replay) also asks the default
 * tournament which seasons exist, so the page offers only those.
 */
export function useWorldCup(season: string | null): WorldCupLoad {
  const key = season ?? '';
  const [state, setState] = useState<{ key: string; load: WorldCupLoad }>({ key, load: { kind: 'loading' } });
  // 重试 reads the same season again.
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    const abort = new AbortController();
    setState({ key, load: { kind: 'loading' } });
    const fail = async ({ msg, code }: { msg: string; code: number }): Promise<WorldCupLoad> => {
      if (season === null) return { kind: 'error', msg, code, seasons: [] };
      const known = await worldCupApi.info(null, abort.signal);
      return { kind: 'error', msg, code, seasons: (known.ok ? known.data.cup.seasons : null) ?? [] };
    };
    Promise.all([worldCupApi.info(season, abort.signal), worldCupApi.shooter(season, abort.signal)])
      .then(([info, shooter]): WorldCupLoad | Promise<WorldCupLoad> =>
        !info.ok
          ? fail(info)
          : !shooter.ok
            ? fail(shooter)
            : { kind: 'ready', info: info.data, shooter: shooter.data },
      )
      .then(
        (load) => {
          if (!abort.signal.aborted) setState({ key, load });
        },
        () => {},
      );
    return () => abort.abort();
  }, [key, season, attempt]); // attempt: the 重试 trigger
  if (state.key !== key) return { kind: 'loading' };
  return state.load.kind === 'error' ? { ...state.load, retry } : state.load;
}
