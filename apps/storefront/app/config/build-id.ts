declare const __BUILD_ID__: string | undefined;

/**
 * Set by the build (vite.config.ts); identical in the server and the client bundle of one build. Plain
 * Node running the shop's modules outside a build (`npm run doctor`, the OpenSearch scripts) has none.
 */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'unbuilt';
