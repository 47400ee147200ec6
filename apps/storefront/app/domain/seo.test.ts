import { describe, expect, it } from 'vitest';
import { breadcrumbCategories, jsonLdText } from './seo';

describe('JSON-LD in an inline script', () => {
  it('cannot be closed by a </script> in the data, and reads back the same', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'a & b > c \u2028' };
    const text = jsonLdText(value);
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('breadcrumb categories', () => {
  it('keeps the chain of the deepest category, top first', () => {
    const categories = [
      { level: 0, urlKey: 'aroma' },
      { level: 1, urlKey: 'aroma/oils' },
      { level: 2, urlKey: 'aroma/oils/sleep' },
      { level: 2, urlKey: 'aroma/oils/skin' },
      { level: 1, urlKey: 'care/face' },
    ];
    expect(breadcrumbCategories(categories).map((c) => c.urlKey)).toEqual([
      'aroma',
      'aroma/oils',
      'aroma/oils/sleep',
    ]);
    expect(breadcrumbCategories([])).toEqual([]);
  });
});
