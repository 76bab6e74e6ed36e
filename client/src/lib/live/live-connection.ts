import type { LiveTransport } from './live-transport.ts';
import { connectLiveSocket, socketTransport } from './socket-transport.ts';

let transport: LiveTransport | null = null;

/** The page's one live connection, opened on first use and kept while the tab lives. */
export function liveTransport(): LiveTransport {
  transport ??= socketTransport(connectLiveSocket());
  return transport;
}
