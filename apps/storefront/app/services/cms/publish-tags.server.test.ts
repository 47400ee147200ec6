import { describe, expect, it } from 'vitest';
import { publishedTags } from './publish-tags.server';

const payload = (model: string, documentId?: string) => ({
  event: 'entry.publish',
  model,
  uid: `api::${model}.${model}`,
  entry: documentId ? { id: 7, documentId, locale: 'en' } : {},
});

describe('what a CMS publish drops from the HTTP cache', () => {
  it('a page: that page in every language, nothing else', () => {
    expect(publishedTags(payload('page', 'abc123'))).toEqual(['page-abc123']);
  });

  it('an article: the article and the lists of articles', () => {
    expect(publishedTags(payload('article', 'def456'))).toEqual(['article-def456', 'blog']);
  });

  it('the menus or the header: every page, through the navigation tag', () => {
    expect(publishedTags(payload('navigation-item', 'x'))).toEqual(['nav']);
    expect(publishedTags({ uid: 'api::header.header', entry: {} })).toEqual(['nav']);
  });

  it('anything it cannot tell apart: every page', () => {
    expect(publishedTags(payload('page'))).toEqual(['shop']);
    expect(publishedTags(payload('footer', 'x'))).toEqual(['shop']);
    expect(publishedTags(undefined)).toEqual(['shop']);
  });
});
