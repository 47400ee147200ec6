// The production server imports this file before the build, with Node itself: relative paths only.
import { pino, type DestinationStream, type Logger } from 'pino';
import { type LogLevel, logLevelOf } from '../../domain/log-levels.ts';
import { currentRequestId } from './request-context.server.ts';

/**
 * Keys whose values never reach a log line, wherever a caller puts them: credentials, session cookies,
 * tokens. Log lines carry no request bodies or headers in the first place (server/observe-requests.ts);
 * this is the net under that rule.
 */
const REDACTED = [
  'password',
  'cookie',
  'authorization',
  'token',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  '*.password',
  '*.cookie',
  '*.authorization',
  '*.token',
];

/**
 * JSON lines, one per event, with the level's name, an ISO time and the id of the request being
 * answered (request-context), so that one shopper's request can be followed through every line it
 * caused.
 */
export function createLogger(options: { level?: LogLevel; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      name: 'storefront',
      level: options.level ?? logLevelOf(process.env.SHOP_LOG_LEVEL) ?? 'info',
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED, censor: '[redacted]' },
      mixin() {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    options.destination,
  );
}

/** The storefront's logger (SHOP_LOG_LEVEL). */
export const logger = createLogger();
