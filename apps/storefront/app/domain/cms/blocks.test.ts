import { describe, expect, it } from 'vitest';
import { type Block, blocksText, resolveCmsLink } from './blocks';

const localize = (path: string) => `/nl${path === '/' ? '' : path}`;

describe('rich text blocks', () => {
  it('reads the plain text of every block kind', () => {
    const blocks: Block[] = [
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Title' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Hello ', bold: true },
          { type: 'link', url: '/x', children: [{ type: 'text', text: 'world' }] },
        ],
      },
      {
        type: 'list',
        format: 'unordered',
        children: [{ type: 'list-item', children: [{ type: 'text', text: 'one' }] }],
      },
      { type: 'image', image: { url: '/a.png' } },
    ];
    expect(blocksText(blocks)).toBe('Title Hello world one');
  });

  it('localises internal links, keeps external ones apart and refuses script URLs', () => {
    expect(resolveCmsLink('/blog', localize)).toEqual({ href: '/nl/blog', external: false });
    expect(resolveCmsLink('https://example.com', localize)).toEqual({
      href: 'https://example.com',
      external: true,
    });
    expect(resolveCmsLink('mailto:a@b.c', localize)).toEqual({ href: 'mailto:a@b.c', external: false });
    expect(resolveCmsLink('javascript:alert(1)', localize)).toBeUndefined();
    expect(resolveCmsLink('//evil.example', localize)).toBeUndefined();
  });
});
