import type { Sport } from '@kuyi/shared';
import { useEffect, useState } from 'react';
import { type ConnectionStatus, connectionStatus } from './connection-status.ts';
import { liveTransport } from './live-connection.ts';
import type { LiveTransport } from './live-transport.ts';

/** The page's live connection as the indicator shows it (connecting, live, reconnecting, stale). */
export function useConnectionStatus(sport: Sport, transport?: LiveTransport): ConnectionStatus {
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  useEffect(() => {
    const link = transport ?? liveTransport();
    const sub = connectionStatus(link.connected$, link.stale$, sport).subscribe(setStatus);
    return () => sub.unsubscribe();
  }, [sport, transport]);
  return status;
}
