import type { Page } from '@playwright/test';
import { LOCALES, type Locale, messagesOf } from './messages';

/**
 * Texts of the other languages that must not show on a page of `locale`: the literal parts of the
 * other catalogues' messages (an English fallback among them) and names the ERP translates, left out
 * when the same words are also this language's own (a brand, "Blog", "Newsletter"). Only phrases of two
 * words or more, or single words of eight letters or more, are kept, so that a word two languages share
 * by chance ("Contact", "Total") is not taken for a missing translation.
 */
export function foreignTexts(locale: Locale, extra: Partial<Record<Locale, string[]>> = {}): string[] {
  const own = new Set(fragments([...Object.values(messagesOf(locale)), ...(extra[locale] ?? [])]));
  const foreign = new Set<string>();
  for (const other of LOCALES) {
    if (other === locale) continue;
    for (const fragment of fragments([...Object.values(messagesOf(other)), ...(extra[other] ?? [])]))
      if (!own.has(fragment) && ![...own].some((mine) => mine.includes(fragment))) foreign.add(fragment);
  }
  return [...foreign];
}

/** The literal runs of ICU messages: no placeholders, no tags, no plural branches. */
function fragments(texts: string[]): string[] {
  const runs: string[] = [];
  for (const text of texts) {
    let depth = 0;
    let run = '';
    for (const char of text.replace(/<\/?\w+>/g, ' ')) {
      if (char === '{') {
        depth += 1;
        runs.push(run);
        run = '';
      } else if (char === '}') depth = Math.max(0, depth - 1);
      else if (depth === 0) run += char;
    }
    runs.push(run);
  }
  return runs
    .map((run) => run.replace(/\s+/g, ' ').replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, ''))
    .filter((run) => /\s/.test(run) || [...run].length >= 8);
}

/**
 * What a person sees or hears on the page: its rendered text, the labels read to screen readers and
 * placeholders; parts marked as another language (the language switcher's names) are left out.
 */
export async function pageTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const parts: string[] = [];
    const walk = (element: Element) => {
      const lang = element.getAttribute('lang');
      if (lang && lang !== pageLang) return;
      if (element instanceof HTMLElement && element.hidden) return;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title'])
        if (element.hasAttribute(name)) parts.push(element.getAttribute(name)!);
      for (const child of element.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) parts.push(child.textContent ?? '');
        else if (child instanceof Element && !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(child.tagName))
          walk(child);
      }
    };
    walk(document.body);
    return parts.join('\n').replace(/[ \t]+/g, ' ');
  });
}

/** The foreign texts found in `text`, matched as whole words. */
export function foreignIn(text: string, foreign: readonly string[]): string[] {
  return foreign.filter((fragment) => {
    const escaped = fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
  });
}
