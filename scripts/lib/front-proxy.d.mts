import type { Server } from 'node:http';

export declare function startFrontProxy(
  upstreams: string[],
  options?: { port?: number; host?: string; log?: (line: string) => void },
): Promise<{ server: Server; port: number }>;
