import type { Plugin } from 'vite';

/**
 * How the browser build groups modules into files. Many small files cost a first visit in requests and
 * in compression (each file is compressed on its own): React, React DOM and React Router travel as one
 * `framework` file, and the app code every page loads (the root and the default layout, with all they
 * import statically) as one `shell` file. Code loaded on demand (cart engine, consent dialog, map, page
 * views) stays in its own files.
 */
const SHELL_ROOTS = [/app[\\/]root\.tsx$/, /app[\\/]routes[\\/]layouts[\\/]default-layout\.tsx$/];

export function chunkGroups(): {
  plugin: Plugin;
  groups: { name: string; test: RegExp | ((id: string) => boolean) }[];
} {
  let importersOf: ((id: string) => readonly string[]) | undefined;
  const shell = new Map<string, boolean>();

  function isShellModule(id: string): boolean {
    if (!importersOf || id.includes('node_modules')) return false;
    const known = shell.get(id);
    if (known !== undefined) return known;
    // A cycle of imports reads "not yet known" as not shell; the root's own branch decides.
    shell.set(id, false);
    const result = SHELL_ROOTS.some((root) => root.test(id)) || importersOf(id).some(isShellModule);
    shell.set(id, result);
    return result;
  }

  return {
    plugin: {
      name: 'chunk-groups',
      applyToEnvironment: (environment) => environment.name === 'client',
      buildStart() {
        shell.clear();
        importersOf = undefined;
      },
      // Chunks are made after the module graph is complete: static importers are known by then.
      buildEnd() {
        importersOf = (id) => this.getModuleInfo(id)?.importers ?? [];
      },
    },
    groups: [
      { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
      { name: 'shell', test: isShellModule },
    ],
  };
}
