// What can be read from the images' files without building them (scripts/containers/shop.ts builds
// and runs them): each step they run is a command of the project's own package.json files (the ones CI runs), every file
// they copy exists, and they are built in stages on Node 24, run as an unprivileged user and say how to
// check their health.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/services.ts';

/** Each image, and the folder of the repository its WORKDIR holds (the build context is the root). */
const IMAGES = [
  { dockerfile: 'apps/storefront/Dockerfile', project: '.', health: '/healthz' },
  { dockerfile: 'apps/demo-backend/Dockerfile', project: '.', health: '/health' },
  { dockerfile: 'apps/cms/Dockerfile', project: 'apps/cms', health: '/_health' },
];

interface Instruction {
  keyword: string;
  args: string;
}

/** What these checks read of a package.json and of a package-lock.json. */
interface PackageJson {
  scripts?: Record<string, string>;
  workspaces?: string[];
}
interface PackageLock {
  packages: Record<string, { dev?: boolean }>;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;
}

/** The instructions of a Dockerfile, continuation lines joined, comments left out. */
function instructions(file: string): Instruction[] {
  return readFileSync(path.join(repoRoot, file), 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** The words of a RUN or CMD, in shell or JSON form, cut into commands at `&&`. */
function commands(args: string): string[][] {
  const words: string[] = args.startsWith('[') ? (JSON.parse(args) as string[]) : args.split(/\s+/);
  const result: string[][] = [[]];
  for (const word of words) {
    if (word === '&&') result.push([]);
    else result.at(-1)?.push(word);
  }
  return result.filter((command) => command.length);
}

function scriptsOf(folder: string): Record<string, string> {
  return readJson<PackageJson>(path.join(folder, 'package.json')).scripts ?? {};
}

/**
 * The `node …` commands the package.json scripts of `project` (and of its workspaces) run, their file
 * given from `project`: what an image runs with Node itself, as PID 1, so that signals reach it.
 */
function nodeStarts(project: string): string[] {
  const workspaces = readJson<PackageJson>(path.join(project, 'package.json')).workspaces ?? [];
  return [project, ...workspaces.map((workspace) => path.join(project, workspace))].flatMap((folder) =>
    Object.values(scriptsOf(folder))
      .flatMap((script) => script.split('&&').map((part) => part.trim().split(/\s+/)))
      // Variables set before the command (MALLOC_ARENA_MAX=2 node ...) are the image's ENV lines.
      .map((words) => words.slice(words.findIndex((word) => !/^[A-Z_][A-Z0-9_]*=/.test(word))))
      .filter((words) => words[0] === 'node')
      .map((words) => {
        const file = words.findIndex((word, index) => index > 0 && !word.startsWith('-'));
        const relative = path.relative(project, path.join(folder, words[file]));
        return ['node', ...words.slice(1, file), relative, ...words.slice(file + 1)].join(' ');
      }),
  );
}

/** The package.json script an npm command runs, if it runs one: `npm run X`, `npm start`, `npm test`. */
function npmScript(command: string[], project: string): { folder: string; name: string } | undefined {
  if (command[0] !== 'npm') return undefined;
  const [verb, ...rest] = command.slice(1);
  const workspace = rest.indexOf('--workspace');
  const folder = workspace >= 0 ? path.join(project, rest[workspace + 1]) : project;
  if (verb === 'run') return { folder, name: rest[0] };
  if (verb === 'start' || verb === 'test') return { folder, name: verb };
  return undefined;
}

describe.each(IMAGES)('$dockerfile', ({ dockerfile, project, health }) => {
  const steps = instructions(dockerfile);
  const stages = steps.filter((step) => step.keyword === 'FROM');
  const finalStage = steps.slice(steps.findLastIndex((step) => step.keyword === 'FROM'));

  it('is built in stages, each on the base image argument, Node 24 by default', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const { args } of stages) expect(args).toMatch(/^\$\{NODE_IMAGE\}(\s|$)/);
    const base = steps.findIndex((step) => step.keyword === 'ARG' && step.args.startsWith('NODE_IMAGE='));
    expect(base).toBeLessThan(steps.indexOf(stages[0]));
    expect(steps[base]?.args).toBe('NODE_IMAGE=node:24-bookworm-slim');
  });

  it('builds with the project’s own npm scripts, the ones its tests and CI run', () => {
    const run = steps.filter((step) => step.keyword === 'RUN').flatMap((step) => commands(step.args));
    for (const command of run) {
      const script = npmScript(command, project);
      if (script)
        expect(scriptsOf(script.folder), `${script.name} in ${script.folder}`).toHaveProperty(script.name);
      // Anything else installs packages or prepares folders.
      else expect(command.join(' ')).toMatch(/^(npm (install|rebuild) |mkdir |chown )/);
    }
  });

  it('starts as the project’s own npm start does, with Node itself as the first process', () => {
    const [start] = commands(finalStage.find((step) => step.keyword === 'CMD')?.args ?? '');
    expect(start[0]).toBe('node');
    expect(nodeStarts(project)).toContain(start.join(' '));
  });

  it('copies only files that exist in the repository', () => {
    for (const { args } of steps.filter((step) => step.keyword === 'COPY' && !step.args.includes('--from'))) {
      const sources = args
        .split(/\s+/)
        .filter((word) => !word.startsWith('--'))
        .slice(0, -1);
      for (const source of sources) expect(existsSync(path.join(repoRoot, source)), source).toBe(true);
    }
  });

  it('runs with production dependencies only, as an unprivileged user, with a health check', () => {
    const install = steps.find(
      (step) =>
        step.keyword === 'RUN' && step.args.includes('npm install') && step.args.includes('--omit=dev'),
    );
    expect(install).toBeDefined();
    const copied = finalStage.filter((step) => step.keyword === 'COPY').map((step) => step.args);
    expect(copied.some((args) => /--from=production-dependencies\s+\S*node_modules/.test(args))).toBe(true);
    const user = finalStage.filter((step) => step.keyword === 'USER').at(-1);
    expect(user?.args).toBe('node');
    const healthcheck = finalStage.find((step) => step.keyword === 'HEALTHCHECK');
    expect(healthcheck?.args).toContain(health);
  });

  it('checks its health on the port its server listens on and the image exposes', () => {
    const exposed = finalStage.find((step) => step.keyword === 'EXPOSE')?.args.trim();
    const env = Object.fromEntries(
      finalStage
        .filter((step) => step.keyword === 'ENV')
        .flatMap((step) => step.args.split(/\s+/).map((pair) => pair.split('='))),
    );
    const check = finalStage.find((step) => step.keyword === 'HEALTHCHECK')?.args ?? '';
    const [, literal, variable] = /127\.0\.0\.1:(?:(\d+)|\$\{process\.env\.(\w+)\})\//.exec(check) ?? [];
    expect(variable ? env[variable] : literal, check).toBe(exposed);
  });

  it('copies the packages npm installs under a workspace (another version than the root’s)', () => {
    const lock = readJson<PackageLock>(path.join(project, 'package-lock.json'));
    const copied = finalStage.filter((step) => step.keyword === 'COPY').map((step) => step.args);
    const nestedUnder = new Set(
      Object.entries(lock.packages)
        .filter(([key, entry]) => !entry.dev && /^apps\/[^/]+\/node_modules\//.test(key))
        .map(([key]) => key.slice(0, key.indexOf('/node_modules/')))
        .filter((workspace) => copied.some((args) => args.includes(` ${workspace}/`))),
    );
    for (const workspace of nestedUnder)
      expect(
        copied.some((args) => args.includes(`${workspace}/node_modules`)),
        workspace,
      ).toBe(true);
  });
});

describe('compose.yaml', () => {
  const compose = readFileSync(path.join(repoRoot, 'compose.yaml'), 'utf8');

  it('builds each service from the images above', () => {
    for (const { dockerfile } of IMAGES) expect(compose).toContain(`dockerfile: ${dockerfile}`);
  });

  it('runs Strapi on PostgreSQL, with the database settings the CMS reads', () => {
    const cms = compose.slice(compose.indexOf('\n  cms:'), compose.indexOf('\n  postgres:'));
    for (const setting of ['DATABASE_CLIENT: postgres', 'DATABASE_HOST: postgres', 'DATABASE_PASSWORD:']) {
      expect(cms).toContain(setting);
    }
    const config = readFileSync(path.join(repoRoot, 'apps/cms/config/database.ts'), 'utf8');
    for (const name of [
      'DATABASE_CLIENT',
      'DATABASE_HOST',
      'DATABASE_PORT',
      'DATABASE_NAME',
      'DATABASE_USERNAME',
    ]) {
      expect(config).toContain(`'${name}'`);
    }
  });

  it('writes no empty default, which podman-compose 1.0.3 (Debian 12) would pass on unexpanded', () => {
    // Compose's own text, comments left out: `${NAME}` is empty when unset with either tool.
    const settings = compose.replace(/^\s*#.*$/gm, '');
    expect(settings.match(/\$\{\w+:?-\}/g) ?? []).toEqual([]);
  });
});
