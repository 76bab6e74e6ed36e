import type { ChannelState } from '@kuyi/shared';
import { useEffect, useState } from 'react';
import { syncChannel } from './channel-sync.ts';
import { liveTransport } from './live-connection.ts';
import type { LiveTransport } from './live-transport.ts';
import { throttleToFrames } from './throttle-to-frames.ts';

/** A channel as a page sees it: a tagged union, never two booleans. */
export type ChannelView =
  | { kind: 'loading' }
  | { kind: 'live'; state: ChannelState; seq: number }
  | { kind: 'refused'; message: string };

/**
 * Holds one live channel (`football:match:{id}`, `odds:football:{id}` …) while the component is mounted:
 * subscribes with the page's one connection, applies snapshot and patches in seq order (see syncChannel),
 * re-renders at most once per animation frame, and unsubscribes on leave. `null` holds nothing.
 */
export function useChannel(channel: string | null, transport?: LiveTransport): ChannelView {
  const [view, setView] = useState<ChannelView>({ kind: 'loading' });
  useEffect(() => {
    setView({ kind: 'loading' });
    if (!channel) return;
    const sub = syncChannel(transport ?? liveTransport(), channel)
      .pipe(throttleToFrames())
      .subscribe((out) => {
        if (out.kind === 'state') setView({ kind: 'live', state: out.state, seq: out.seq });
        // A refusal is retried by syncChannel; keep showing the last state if there is one.
        else setView((prev) => (prev.kind === 'live' ? prev : { kind: 'refused', message: out.message }));
      });
    return () => sub.unsubscribe();
  }, [channel, transport]);
  return view;
}
