import crypto from 'node:crypto';
import fs from 'node:fs';
import { fromAppRoot } from './app-root';

/** The secrets Strapi needs. Each is read from the environment variable of the same name. */
export const SECRET_NAMES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
] as const;

export type SecretName = (typeof SECRET_NAMES)[number];

const random = () => crypto.randomBytes(32).toString('base64');

const generate = (): Record<SecretName, string> => {
  const values = Object.fromEntries(SECRET_NAMES.map((name) => [name, random()]));
  // Strapi signs cookies with a rotating list of keys.
  values.APP_KEYS = [random(), random(), random(), random()].join(',');
  return values as Record<SecretName, string>;
};

let cache: Record<SecretName, string> | undefined;

/**
 * Development defaults, generated once and kept in a git-ignored file so that sessions and API
 * tokens survive restarts. Creation uses the exclusive flag because Strapi's develop mode may load
 * the configuration from two processes at once; a file missing a secret gets it added.
 */
const generatedSecrets = (): Record<SecretName, string> => {
  if (cache) return cache;
  const file = fromAppRoot(process.env.CMS_SECRETS_FILE || '.secrets.json');
  const write = (values: Record<SecretName, string>, flag: string) =>
    fs.writeFileSync(file, `${JSON.stringify(values, null, 2)}\n`, { flag, mode: 0o600 });
  try {
    write(generate(), 'wx');
    if (process.env.NODE_ENV === 'production') {
      console.warn(`[cms] Secrets missing from the environment: generated ${file}. Set them explicitly in production.`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Record<SecretName, string>>;
  if (SECRET_NAMES.some((name) => !stored[name])) write({ ...generate(), ...stored }, 'w');
  cache = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<SecretName, string>;
  return cache;
};

/** The secret from the environment, or the project's generated development default. */
export const secret = (name: SecretName): string => process.env[name] || generatedSecrets()[name];

export const appKeys = (): string[] => secret('APP_KEYS').split(',').map((key) => key.trim()).filter(Boolean);
