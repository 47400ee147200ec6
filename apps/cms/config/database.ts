import type { Core } from '@strapi/strapi';
import { fromAppRoot } from '../src/lib/app-root';

/**
 * SQLite by default (a file in the project: `npm start` needs no database server); PostgreSQL with
 * `DATABASE_CLIENT=postgres` and its connection settings, for a CMS that several editors and a fleet of
 * storefronts lean on. Both hold the same content model, seed and tests.
 */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL', undefined),
          host: env('DATABASE_HOST', '127.0.0.1'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'strapi'),
          user: env('DATABASE_USERNAME', 'strapi'),
          password: env('DATABASE_PASSWORD', ''),
          schema: env('DATABASE_SCHEMA', 'public'),
          ssl: env.bool('DATABASE_SSL', false) && {
            rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
          },
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
      },
    };
  }
  if (client !== 'sqlite') {
    throw new Error(`DATABASE_CLIENT must be sqlite or postgres, got '${client}'.`);
  }
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: fromAppRoot(env('DATABASE_FILENAME', '.tmp/data.db')) },
      useNullAsDefault: true,
    },
  };
};

export default config;
