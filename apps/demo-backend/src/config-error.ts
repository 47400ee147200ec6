/** A setting the process cannot start with; main.ts prints its message and exits. */
export class ConfigError extends Error {}
