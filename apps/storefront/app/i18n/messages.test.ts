import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { catalogues } from './messages.server';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '+types' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Message ids written literally in the code: `formatMessage({ id: '…' })`, `t('…')`, `messageId: '…'`, `titleId="…"`, `pageTitle(…, '…')`. */
function referencedIds(): Map<string, string> {
  const ids = new Map<string, string>();
  const patterns = [
    /formatMessage\(\s*\{ id: '([a-z0-9_.-]+)'/g,
    /\bt\('([a-z0-9_.-]+)'\)/g,
    /messageId: '([a-z0-9_.-]+)'/g,
    /titleId="([a-z0-9_.-]+)"/g,
    /pageTitle\(matches, '([a-z0-9_.-]+)'/g,
  ];
  for (const file of sourceFiles(appDir)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) ids.set(match[1]!, path.relative(appDir, file));
    }
  }
  return ids;
}

/** The ICU arguments a message uses ({count}, {count, plural, …}, …), at any depth. */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element)
      names.add(String(element.value));
    if ('options' in element) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
    if ('children' in element) argumentNames(element.children, names);
  }
  return names;
}

describe('messages', () => {
  const french = Object.keys(catalogues.fr).sort();

  it.each(LOCALES.filter((locale) => locale !== 'fr'))('%s has exactly the keys of fr', (locale) => {
    expect(Object.keys(catalogues[locale]).sort()).toEqual(french);
  });

  it.each(LOCALES)('%s has no empty message', (locale) => {
    const empty = Object.entries(catalogues[locale]).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('every message id used in the code exists in every locale', () => {
    const referenced = referencedIds();
    expect(referenced.size).toBeGreaterThan(20);
    const missing = LOCALES.flatMap((locale) =>
      [...referenced]
        .filter(([id]) => !(id in catalogues[locale]))
        .map(([id, file]) => `${locale}: ${id} (${file})`),
    );
    expect(missing).toEqual([]);
  });

  it('every locale names all languages of the switcher', () => {
    for (const locale of LOCALES) {
      for (const other of LOCALES) expect(catalogues[locale][`localeswitcher.${other}`]).toBeTruthy();
    }
  });

  it('keeps the placeholders of fr in the other locales', () => {
    const placeholders = (text: string) => [...argumentNames(parse(text))].sort();
    for (const locale of LOCALES) {
      for (const key of french) {
        expect(placeholders(catalogues[locale][key]!), `${locale}: ${key}`).toEqual(
          placeholders(catalogues.fr[key]!),
        );
      }
    }
  });
});

describe('message files', () => {
  it('every locale has the same area files', () => {
    const dir = path.join(appDir, 'i18n/messages');
    const areas = (locale: string) => readdirSync(path.join(dir, locale)).sort();
    for (const locale of LOCALES) expect(areas(locale)).toEqual(areas('fr'));
  });
});
