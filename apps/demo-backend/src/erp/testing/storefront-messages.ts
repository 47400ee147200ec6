import { readFileSync } from 'node:fs';
import type { Lang } from '../http/lang.ts';

/**
 * The storefront's messages of one language and file (apps/storefront/app/i18n/messages), for tests
 * that hold the ERP's documents to the words of the shop's pages.
 */
export function storefrontMessages(lang: Lang, file: 'orders' | 'cart'): Record<string, string> {
  const url = new URL(`../../../../storefront/app/i18n/messages/${lang}/${file}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
}
