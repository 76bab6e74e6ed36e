import type { EnvelopeInfo, GrabLine } from '@kuyi/shared';
import { useCallback, useEffect, useState } from 'react';
import { redEnvelopeApi } from './api/redenvelope-api.ts';

export type EnvelopeState =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'ready'; envelope: EnvelopeInfo; grabs: GrabLine[] }
  | { status: 'error'; msg: string };

/** A post's envelope and who grabbed it; `reload` after a grab. A new `refreshKey` value (compared by its JSON) re-reads. */
export function useEnvelope(
  postId: number,
  refreshKey: unknown,
): { state: EnvelopeState; reload: () => void } {
  const [state, setState] = useState<EnvelopeState>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  const refresh = JSON.stringify(refreshKey ?? null);
  useEffect(() => {
    let live = true;
    void Promise.all([redEnvelopeApi.surplus(postId), redEnvelopeApi.grabs(postId)]).then(([s, g]) => {
      if (!live) return;
      if (!s.ok) setState({ status: 'error', msg: s.msg });
      else if (!s.data) setState({ status: 'none' });
      else setState({ status: 'ready', envelope: s.data, grabs: g.ok ? g.data : [] });
    });
    return () => {
      live = false;
    };
  }, [postId, tick, refresh]);
  return { state, reload };
}
