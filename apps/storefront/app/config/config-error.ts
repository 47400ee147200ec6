/** A setting the storefront cannot start with: the server prints its message and exits (server/main.ts). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
