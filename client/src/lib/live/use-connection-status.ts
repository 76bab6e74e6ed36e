import type { Sport } from '@kuyi/shared';
import { useLayoutEffect, useState } from 'react';
import { type ConnectionStatus, connectionStatus } from './connection-status.ts';
import { liveTransport } from './live-connection.ts';
import type { LiveTransport } from './live-transport.ts';

/**
 * The page's live connection as the indicator shows it (connecting, live, reconnecting, stale), or null until
 * the hook has subscribed: before that nothing is known, and 'connecting' would be a guess. It subscribes in
 * the commit that mounts it (a layout effect; the link's state comes at once), so the status is there at the
 * first paint, and a drop right after the mount is never missed while a passive effect waits its turn.
 */
export function useConnectionStatus(sport: Sport, transport?: LiveTransport): ConnectionStatus | null {
  const [status, setStatus] = useState<ConnectionStatus | null>(null);
  useLayoutEffect(() => {
    const link = transport ?? liveTransport();
    const sub = connectionStatus(link.connected$, link.stale$, sport).subscribe(setStatus);
    return () => sub.unsubscribe();
  }, [sport, transport]);
  return status;
}
