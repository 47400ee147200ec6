import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles.ts';

let root: string;

function project(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'cycles-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('import cycles', () => {
  it('finds a cycle of type-only imports through an alias, naming its modules', () => {
    const app = project({
      'app/a.ts': "import type { B } from '~/b';\nexport type A = B;",
      'app/b.ts': "import type { A } from './a.ts';\nexport type B = A | 1;",
      'app/c.ts': "import type { A } from './a';\nexport type C = A;",
    });
    const cycles = importCycles({
      roots: [path.join(app, 'app')],
      aliases: { '~/': path.join(app, 'app/') },
    });
    expect(cycles).toEqual([[path.join(app, 'app/a.ts'), path.join(app, 'app/b.ts')]]);
  });

  it("sees a route's generated types as the route itself, and lets a route read its own", () => {
    const app = project({
      'routes/page.tsx': "import type { Route } from './+types/page';\nimport { view } from './page/view';",
      'routes/page/view.ts': "import type { Route } from '../+types/page';\nexport const view = 1;",
      'routes/other.tsx': "import type { Route } from './+types/other';",
    });
    expect(importCycles({ roots: [app] })).toEqual([
      [path.join(app, 'routes/page.tsx'), path.join(app, 'routes/page/view.ts')],
    ]);
  });

  it('finds none where imports go one way, re-exports and packages included', () => {
    const app = project({
      'a.ts': "export { b } from './b';\nimport { z } from 'zod';",
      'b.ts': 'export const b = 1;',
    });
    expect(importCycles({ roots: [app] })).toEqual([]);
  });
});
