import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Import cycles between a project's modules, type-only imports included: a cycle ties modules that
 * should stand apart, and one of value imports leaves a module half-initialised while its partner runs.
 */
export interface ModuleTree {
  /** Folders whose .ts, .tsx, .js and .mjs files are checked. */
  roots: string[];
  /** Import aliases, e.g. `~/` for apps/storefront/app/. */
  aliases?: Record<string, string>;
}

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIPPED = new Set(['node_modules', 'build', 'dist', '.react-router', '.data', '.cache', '.strapi']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return SKIPPED.has(name) ? [] : sourceFiles(file);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/** Every static import and re-export of a file, `import type` included. */
function specifiersOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

function resolved(from: string, specifier: string, aliases: Record<string, string>): string | undefined {
  // React Router's generated `./+types/x` imports the route module `./x` back, types and all.
  if (specifier.includes('/+types/')) return resolved(from, specifier.replace('+types/', ''), aliases);
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = path.join(aliases[alias]!, specifier.slice(alias.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const stem = base.replace(/\.(js|mjs)$/, '');
  return [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${base}.js`, `${base}.mjs`]
    .concat(['index.ts', 'index.tsx', 'index.js'].map((index) => path.join(base, index)))
    .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** The cycles: strongly connected groups of two or more modules (a route reads its own `+types`). */
export function importCycles(tree: ModuleTree): string[][] {
  const files = tree.roots.flatMap(sourceFiles);
  const edges = new Map(
    files.map((file) => [
      file,
      specifiersOf(file)
        .map((specifier) => resolved(file, specifier, tree.aliases ?? {}))
        .filter((target): target is string => target !== undefined),
    ]),
  );
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}
