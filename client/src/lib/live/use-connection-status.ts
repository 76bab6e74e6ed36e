import type { Sport } from '@kuyi/shared';
import { useEffect, useState } from 'react';
import { type ConnectionStatus, connectionStatus } from './connection-status.ts';
import { liveTransport } from './live-connection.ts';
import type { LiveTransport } from './live-transport.ts';

/**
 * The page's live connection as the indicator shows it (connecting, live, reconnecting, stale), or null until
 * the hook's effect has subscribed: before that nothing is known, and 'connecting' would be a guess.
 */
export function useConnectionStatus(sport: Sport, transport?: LiveTransport): ConnectionStatus | null {
  const [status, setStatus] = useState<ConnectionStatus | null>(null);
  useEffect(() => {
    const link = transport ?? liveTransport();
    const sub = connectionStatus(link.connected$, link.stale$, sport).subscribe(setStatus);
    return () => sub.unsubscribe();
  }, [sport, transport]);
  return status;
}
