import type { Core } from '@strapi/strapi';
import { fromAppRoot } from '../src/lib/app-root';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => ({
  connection: {
    client: 'sqlite',
    connection: { filename: fromAppRoot(env('DATABASE_FILENAME', '.tmp/data.db')) },
    useNullAsDefault: true,
  },
});

export default config;
