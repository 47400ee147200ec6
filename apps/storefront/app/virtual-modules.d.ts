/** Browser files of each dynamically imported module of the client build, by source path (vite.config.ts). */
declare module 'virtual:dynamic-entry-assets' {
  const assets: Record<string, string[]>;
  export default assets;
}
