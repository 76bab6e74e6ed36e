import type { WorldCupInfo, WorldCupShooter } from '@kuyi/shared';
import { useEffect, useState } from 'react';
import { worldCupApi } from '../api/worldcup-api.ts';

export type WorldCupLoad =
  | { kind: 'loading' }
  | { kind: 'ready'; info: WorldCupInfo; shooter: WorldCupShooter }
  | { kind: 'error'; msg: string };

/** One tournament's page data (both calls), read again when the season changes; stale answers are dropped. */
export function useWorldCup(season: string | null): WorldCupLoad {
  const key = season ?? '';
  const [state, setState] = useState<{ key: string; load: WorldCupLoad }>({ key, load: { kind: 'loading' } });
  useEffect(() => {
    const abort = new AbortController();
    setState({ key, load: { kind: 'loading' } });
    Promise.all([worldCupApi.info(season, abort.signal), worldCupApi.shooter(season, abort.signal)]).then(
      ([info, shooter]) => {
        if (!info.ok) setState({ key, load: { kind: 'error', msg: info.msg } });
        else if (!shooter.ok) setState({ key, load: { kind: 'error', msg: shooter.msg } });
        else setState({ key, load: { kind: 'ready', info: info.data, shooter: shooter.data } });
      },
      () => {},
    );
    return () => abort.abort();
  }, [key, season]);
  return state.key === key ? state.load : { kind: 'loading' };
}
