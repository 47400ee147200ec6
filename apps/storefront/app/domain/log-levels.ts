/** The levels of the storefront's JSON logs (SHOP_LOG_LEVEL), most severe first; pino's names. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

/** SHOP_LOG_LEVEL, checked: a level pino knows, `info` when unset, undefined when malformed. */
export function logLevelOf(raw: string | undefined): LogLevel | undefined {
  const level = raw?.trim().toLowerCase() || 'info';
  return (LOG_LEVELS as readonly string[]).includes(level) ? (level as LogLevel) : undefined;
}
