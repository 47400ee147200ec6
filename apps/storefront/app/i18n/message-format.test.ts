import fc from 'fast-check';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { compileMessage, formatParts, type MessageValue } from './message-format';
import { intlFor } from './intl';
import { catalogues } from './messages.server';

const contextFor = (locale: string) => ({
  pluralRules: new Intl.PluralRules(locale),
  numberFormat: new Intl.NumberFormat(locale),
});

/** Ours, with rich-text tags rendered as `[name:chunks]` strings so both outputs compare as text. */
function ours(text: string, locale: string, values: Record<string, MessageValue<string>>): string {
  return formatParts(compileMessage(text), values, contextFor(locale)).join('');
}

/** The reference implementation (react-intl's formatter) on the same message and values. */
function reference(text: string, locale: string, values: Record<string, MessageValue<string>>): string {
  const output = new IntlMessageFormat(text, locale).format<string>(
    values as Record<string, string | number | ((chunks: string[]) => string)>,
  );
  return Array.isArray(output) ? output.join('') : String(output);
}

/** Every argument and tag name of a compiled message, to give each a value. */
function names(text: string) {
  const found = { plain: new Set<string>(), numeric: new Set<string>(), tags: new Set<string>() };
  const visit = (parts: ReturnType<typeof compileMessage>) => {
    for (const part of parts) {
      if (typeof part === 'string' || part.kind === 'pound') continue;
      if (part.kind === 'argument' || part.kind === 'select') found.plain.add(part.name);
      else if (part.kind === 'number' || part.kind === 'plural') found.numeric.add(part.name);
      else found.tags.add(part.name);
      if (part.kind === 'plural' || part.kind === 'select') Object.values(part.options).forEach(visit);
      if (part.kind === 'tag') visit(part.children);
    }
  };
  visit(compileMessage(text));
  return found;
}

const tagRenderer = (name: string) => (chunks: string[]) => `[${name}:${chunks.join('')}]`;

describe('the shop catalogues: every message formats exactly as intl-messageformat does', () => {
  const messages = LOCALES.flatMap((locale) =>
    Object.entries(catalogues[locale]).map(([id, text]) => ({ locale, id, text })),
  );

  it('has messages to check', () => {
    expect(messages.length).toBeGreaterThan(500);
  });

  it('compiles every message within the supported subset', () => {
    const failures = messages.flatMap(({ locale, id, text }) => {
      try {
        compileMessage(text);
        return [];
      } catch (error) {
        return [`${locale} ${id}: ${(error as Error).message}`];
      }
    });
    expect(failures).toEqual([]);
  });

  it('gives the same text for any values', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...messages),
        fc.oneof(
          fc.constantFrom(0, 1, 2, 3, 5, 11, 21, 101, 1000, 1.5, -1),
          fc.integer({ min: -5, max: 2_000_000 }),
        ),
        fc.string({ maxLength: 12 }),
        ({ locale, text }, number, word) => {
          const { plain, numeric, tags } = names(text);
          const values: Record<string, MessageValue<string>> = {};
          for (const name of plain) values[name] = word;
          for (const name of numeric) values[name] = number;
          for (const name of tags) values[name] = tagRenderer(name);
          expect(ours(text, locale, values)).toBe(reference(text, locale, values));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

/** Random messages of the subset, printed as ICU text. */
const literal = fc.stringMatching(/^[a-zA-Z ,.!?éà-]{0,8}$/);
const message: fc.Arbitrary<string> = fc.letrec<{ message: string; inPlural: string }>((tie) => ({
  message: fc
    .array(
      fc.oneof(
        { depthSize: 'small' },
        literal,
        fc.constantFrom('{name}', '{count, number}', "''", "'{literal}'", "it's"),
        tie('inPlural').map((inner) => `<b>${inner}</b>`),
        fc
          .tuple(tie('inPlural'), tie('inPlural'), tie('inPlural'), fc.constantFrom('', 'offset:1 '))
          .map(
            ([zero, one, other, offset]) =>
              `{count, plural, ${offset}=0 {${zero}} one {${one}} other {${other}}}`,
          ),
        fc
          .tuple(tie('message'), tie('message'))
          .map(([a, other]) => `{kind, select, a {${a}} other {${other}}}`),
      ),
      { maxLength: 4 },
    )
    .map((parts) => parts.join('')),
  inPlural: fc.oneof(
    tie('message'),
    tie('message').map((text) => `# ${text}`),
  ),
})).message;

describe('the formatter against intl-messageformat on random messages', () => {
  it('gives the same output', () => {
    fc.assert(
      fc.property(
        message,
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom('a', 'b'),
        fc.string({ maxLength: 6 }),
        (text, locale, count, kind, name) => {
          const values = { count, kind, name, b: tagRenderer('b') };
          expect(ours(text, locale, values)).toBe(reference(text, locale, values));
        },
      ),
      { numRuns: 1500 },
    );
  });
});

describe('compileMessage', () => {
  it.each([
    ['{when, date, short}', 'Unsupported argument type "date"'],
    ['{n, plural, one {x}}', 'Missing "other" option'],
    ['{n, plural, one {x} one {y} other {z}}', 'Duplicate option "one"'],
    ['a } b', 'Unexpected "}"'],
    ['<b>never closed', 'Expected "</b>"'],
    ['{unclosed', 'Expected ","'],
  ])('refuses %s: %s', (text, reason) => {
    expect(() => compileMessage(text)).toThrow(reason);
  });

  it('reads apostrophes as ICU does', () => {
    expect(ours("It's {name}'s", 'en', { name: 'Ann' })).toBe("It's Ann's");
    expect(ours("'{name}' and ''", 'en', { name: 'Ann' })).toBe("{name} and '");
  });
});

describe('formatParts', () => {
  it('returns rich-text elements as they are, beside the text', () => {
    const element = { element: true };
    const output = formatParts(
      compileMessage('Did you mean <link>{word}</link>?'),
      { word: 'lavender', link: (chunks: (string | object)[]) => ({ ...element, chunks }) },
      contextFor('en'),
    );
    expect(output).toEqual(['Did you mean ', { element: true, chunks: ['lavender'] }, '?']);
  });

  it('formats # and number arguments in the language', () => {
    expect(ours('{n, plural, one {# article} other {# articles}}', 'fr', { n: 1234 })).toBe(
      '1\u202f234 articles',
    );
    expect(ours('{n, number}', 'de', { n: 1234.5 })).toBe('1.234,5');
  });

  it('names a missing value', () => {
    expect(() => ours('{name}', 'en', {})).toThrow('The value "name" is missing');
  });
});

describe("the shop's formatter (intlFor)", () => {
  it('gives every message without arguments exactly as intl-messageformat does', () => {
    const differences = LOCALES.flatMap((locale) => {
      const intl = intlFor(locale, catalogues[locale]);
      return Object.entries(catalogues[locale]).flatMap(([id, text]) => {
        const { plain, numeric, tags } = names(text);
        if (plain.size + numeric.size + tags.size > 0) return [];
        const expected = reference(text, locale, {});
        const got = intl.formatMessage({ id });
        return got === expected
          ? []
          : [`${locale} ${id}: ${JSON.stringify(got)} != ${JSON.stringify(expected)}`];
      });
    });
    expect(differences).toEqual([]);
  });

  it('formats the values of a message with arguments', () => {
    const intl = intlFor('en', {
      greeting: "Hello {name}, it''s {count, plural, one {# item} other {# items}}",
    });
    expect(intl.formatMessage({ id: 'greeting' }, { name: 'Ada', count: 2 })).toBe("Hello Ada, it's 2 items");
    expect(intl.formatMessage({ id: 'greeting' }, { name: 'Bo', count: 1 })).toBe("Hello Bo, it's 1 item");
  });
});
