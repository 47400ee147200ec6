import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  anchorsOf,
  headingAnchor,
  problemsOf,
  type Repository,
  repositoryProblems,
} from './lib/docs-links.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A repository of two files, for the checker's own rules. */
const files: Record<string, string> = {
  'docs/product/validation.md': '# Validation\n\n## Addresses\n\n## Cart changes\n',
  'apps/demo-backend/docs/erp.md': '# The demo ERP\n',
};
const repo: Repository = {
  exists: (p) => p in files || p === 'docs' || p === 'docs/product',
  anchors: (p) => anchorsOf(files[p] ?? ''),
};

describe('references to documents', () => {
  it("gives a heading GitHub's anchor", () => {
    expect(headingAnchor('Cart changes')).toBe('cart-changes');
    expect(headingAnchor("Sign-in and the cart's `uuid`")).toBe('sign-in-and-the-carts-uuid');
    expect([...anchorsOf('# A\n## Notes\n```\n# not a heading\n```\n## Notes\n')]).toEqual([
      'a',
      'notes',
      'notes-1',
    ]);
  });

  it('accepts a file and heading of the repository, from the root, beside the file or from its app', () => {
    expect(problemsOf('app/x.ts', '// docs/product/validation.md#addresses', repo)).toEqual([]);
    expect(problemsOf('apps/demo-backend/src/erp/index.ts', '/** docs/erp.md */', repo)).toEqual([]);
    expect(problemsOf('docs/product/screens.md', '[rules](validation.md#cart-changes)', repo)).toEqual([]);
  });

  it('refuses a missing file or heading', () => {
    expect(problemsOf('a.ts', '// docs/product/valid.md', repo)).toEqual([
      'a.ts:1 names a missing file: docs/product/valid.md',
    ]);
    expect(problemsOf('a.ts', '// docs/product/validation.md#postcodes', repo)).toEqual([
      'a.ts:1 names a missing heading: docs/product/validation.md#postcodes',
    ]);
    expect(problemsOf('docs/product/screens.md', 'See [rules](validation.md#nothing).', repo)).toHaveLength(
      1,
    );
  });

  it('refuses citations of documents kept outside the repository', () => {
    const spec = ['SP', 'EC §5'].join('');
    for (const text of [
      `// ${spec}`,
      `// ${['DES', 'IGN.md'].join('')}`,
      '// erp-contract §2.5',
      '// screens §1.4',
      '// §2.10',
    ]) {
      expect(problemsOf('a.ts', text, repo), text).toHaveLength(1);
    }
  });

  it('holds in the whole repository', () => {
    expect(repositoryProblems(root, ['scripts/docs-links.test.ts', 'scripts/lib/docs-links.ts'])).toEqual([]);
  });
});
