import { pino } from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string, nodeId: string): Logger {
  return pino({ level, base: { svc: 'gateway', node: nodeId } });
}
