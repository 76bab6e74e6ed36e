import pino from 'pino';
import type { Logger } from '../logger.ts';

/** A logger that writes nothing, for settlers built by hand in tests. */
export const silentLogger: Logger = pino({ level: 'silent' });
