import { fold } from '../analysis/fold.ts';

/** URL segment of a name: folded, lower case, words joined by '-'. */
export function slugify(text: string): string {
  return fold(text.toLowerCase())
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
