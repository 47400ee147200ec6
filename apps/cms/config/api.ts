import type { Core } from '@strapi/strapi';

const config: Core.Config.Api = {
  rest: {
    defaultLimit: 25,
    maxLimit: 100,
    withCount: true,
    // Unknown query keys answer 400 instead of being ignored, so client mistakes show at once.
    strictParams: true,
  },
};

export default config;
