import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Attributes whose text people read or hear. */
const VISIBLE_ATTRIBUTES = new Set([
  'alt',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'label',
]);

function componentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceDir(name) ? componentFiles(full) : [];
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [full] : [];
  });
}
const sourceDir = (name: string) => name !== '+types' && name !== 'node_modules';

/** Literal words in JSX: text between tags and string values of visible attributes. */
export function untranslatedTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const hasWords = (text: string) => /\p{L}{2,}/u.test(text);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(file);
      if (VISIBLE_ATTRIBUTES.has(name) && hasWords(node.initializer.text))
        found.push(`${name}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('visible text is translated', () => {
  it('finds literal text, so that the check below can fail', () => {
    expect(untranslatedTexts('x.tsx', '<p title="Hello there">Add to cart</p>')).toEqual([
      'title="Hello there"',
      'Add to cart',
    ]);
    expect(untranslatedTexts('x.tsx', '<p>{intl.formatMessage({ id: "a" })} 42 ·</p>')).toEqual([]);
  });

  it('no component shows literal text instead of a message', () => {
    const offenders = componentFiles(appDir).flatMap((file) =>
      untranslatedTexts(file, readFileSync(file, 'utf8')).map(
        (text) => `${path.relative(appDir, file)}: ${text}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
