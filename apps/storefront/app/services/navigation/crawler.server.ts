import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';

/**
 * The answers for the user agents seen lately: a visit asks up to three times (the page cache's lookup
 * before routing, its key, the choice of streaming), isbot's pattern costs about 2 µs a time, and a
 * shop's visitors come with a few hundred distinct agents.
 */
const answers = new LRUCache<string, boolean>({ max: 1000 });

/** Whether the request comes from a crawler (isbot), which gets whole documents and pages of its own. */
export function isCrawler(userAgent: string | null): boolean {
  if (!userAgent) return false;
  let crawler = answers.get(userAgent);
  if (crawler === undefined) answers.set(userAgent, (crawler = isbot(userAgent)));
  return crawler;
}
