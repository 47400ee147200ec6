declare const __BUILD_ID__: string;

/** Set by the build (vite.config.ts); identical in the server and the client bundle of one build. */
export const BUILD_ID: string = __BUILD_ID__;
