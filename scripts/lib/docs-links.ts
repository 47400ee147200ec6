// References from code and docs to the repository's documents: every file and heading they name must
// exist, and none may cite a document kept outside the repository (the former specification, design
// page and contract notes), which a contributor cannot open.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Files whose references are checked: sources, scripts, docs and configuration the repository keeps. */
const CHECKED_EXTENSIONS =
  /(?:\.(?:ts|tsx|mts|mjs|js|cjs|md|sql|vcl|sh|py|yaml|yml|toml)|(?:^|\/)Dockerfile)$/;
const NOT_CHECKED = [/(^|\/)node_modules\//, /(^|\/)package-lock\.json$/, /(^|\/)build(-bench)?\//];

/** Citations of documents that are not in the repository, each with what to write instead. */
const OUTSIDE_CITATIONS = [
  { pattern: /\bSPEC\b/, name: 'the former specification (cite docs/product/)' },
  {
    pattern: /\bDESIGN\.md\b/,
    name: 'the former design page (cite docs/architecture.md or docs/decisions/)',
  },
  { pattern: /\b(?:erp|search|cms)-contract\b/, name: 'a former contract note (cite docs/contracts/)' },
  { pattern: /\bscreens(?:\.md)? §/, name: 'the former screen inventory (cite docs/product/screens.md)' },
  { pattern: /\breference\/[\w-]+\.md\b/, name: 'the former reference folder' },
  { pattern: /\/work\/shared\b/, name: 'a folder outside the repository' },
  { pattern: /\bshopinvader-16-facts\b/, name: 'a former reference note (cite docs/contracts/erp.md)' },
  { pattern: /§/, name: 'a numbered section of a document outside the repository (cite a file and heading)' },
];

/** A path to a Markdown file, with an optional heading, not inside a URL or a longer path. */
const MARKDOWN_REFERENCE = /(?<![\w:/.@-])((?:\.\.?\/)*[\w-][\w./-]*\.md)(?:#([\w-]+))?/g;
/** Files the tests and the bench write, which git ignores: named, never kept. */
const GENERATED = /^(?:test-reports|bench|\.data)\//;
/** A Markdown link's target: `[text](target)`. */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings, numbered as GitHub numbers repeated ones. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const anchor = headingAnchor(heading[1]);
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
  }
  return anchors;
}

/** The places a reference from `file` may point at: beside it, from the root, from its app. */
function candidates(file: string, target: string): string[] {
  const dir = path.dirname(file);
  const app = /^apps\/[^/]+/.exec(file)?.[0];
  return [path.join(dir, target), target, ...(app ? [path.join(app, target)] : [])].map((p) =>
    path.normalize(p),
  );
}

/**
 * The problems of one file's text: outside citations, and references to a document or heading the
 * repository does not have. `exists(relativePath)` and `anchors(relativePath)` read the repository.
 */
/** How the checker reads the repository: whether a relative path exists, and a Markdown file's anchors. */
export interface Repository {
  exists(relativePath: string): boolean;
  anchors(relativePath: string): Set<string>;
}

interface Reference {
  target: string;
  anchor: string | undefined;
  exact?: boolean;
}

export function problemsOf(file: string, text: string, { exists, anchors }: Repository): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    const outside = OUTSIDE_CITATIONS.find(({ pattern }) => pattern.test(line));
    if (outside) problems.push(`${where} cites ${outside.name}: ${line.trim()}`);
    // A Markdown link's target is relative to its file only: it is read as a link below, not here.
    const prose = file.endsWith('.md') ? line.replace(MARKDOWN_LINK, ']') : line;
    // A bare file name ("relevance.md", "its search.md") is a name in a sentence; a path is a reference.
    const references: Reference[] = [...prose.matchAll(MARKDOWN_REFERENCE)]
      .filter((m) => m[1].includes('/') && !GENERATED.test(m[1]))
      .map((m) => ({ target: m[1], anchor: m[2] }));
    if (file.endsWith('.md')) {
      for (const [, link] of line.matchAll(MARKDOWN_LINK)) {
        if (/^(?:[a-z]+:|#|\/)/i.test(link)) {
          if (link.startsWith('#')) references.push({ target: file, anchor: link.slice(1), exact: true });
          continue;
        }
        const [target, anchor] = link.split('#');
        references.push({ target: path.join(path.dirname(file), target), anchor, exact: true });
      }
    }
    for (const { target, anchor, exact } of references) {
      const found = (exact ? [path.normalize(target)] : candidates(file, target)).find(exists);
      if (!found) {
        problems.push(`${where} names a missing file: ${target}`);
      } else if (anchor && found.endsWith('.md') && !anchors(found).has(anchor)) {
        problems.push(`${where} names a missing heading: ${found}#${anchor}`);
      }
    }
  });
  return problems;
}

/** Every checked file of the repository at `root`, tracked or new (git's view, without ignored files). */
function repositoryFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => CHECKED_EXTENSIONS.test(file) && !NOT_CHECKED.some((re) => re.test(file)))
    .filter((file) => existsSync(path.join(root, file)));
}

/** The problems of every checked file of the repository, except those given. */
export function repositoryProblems(root: string, except: string[] = []): string[] {
  const anchorCache = new Map<string, Set<string>>();
  const repo: Repository = {
    exists: (p) => p !== '' && !p.startsWith('..') && existsSync(path.join(root, p)),
    anchors: (p) => {
      let anchors = anchorCache.get(p);
      if (!anchors) {
        const full = path.join(root, p);
        anchors = statSync(full).isFile() ? anchorsOf(readFileSync(full, 'utf8')) : new Set<string>();
        anchorCache.set(p, anchors);
      }
      return anchors;
    },
  };
  return repositoryFiles(root)
    .filter((file) => !except.includes(file))
    .flatMap((file) => problemsOf(file, readFileSync(path.join(root, file), 'utf8'), repo));
}
