/** Strapi's "blocks" rich text (docs/contracts/cms.md#rich-text): a JSON tree the shop renders as React elements. */
interface TextNode {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
}

interface LinkNode {
  type: 'link';
  url: string;
  children: TextNode[];
}

export type InlineNode = TextNode | LinkNode;

export type Block =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: number; children: InlineNode[] }
  | {
      type: 'list';
      format: 'ordered' | 'unordered';
      children: { type: 'list-item'; children: InlineNode[] }[];
    }
  | { type: 'quote'; children: InlineNode[] }
  | { type: 'code'; children: InlineNode[] }
  | {
      type: 'image';
      image: { url: string; alternativeText?: string | null; width?: number | null; height?: number | null };
    };

/** The plain text of blocks, e.g. for a generic block's summary or a meta description. */
export function blocksText(blocks: readonly Block[] | undefined): string {
  const inline = (nodes: readonly InlineNode[]): string =>
    nodes.map((node) => (node.type === 'text' ? node.text : inline(node.children))).join('');
  return (blocks ?? [])
    .map((block) => {
      if (block.type === 'image') return '';
      if (block.type === 'list') return block.children.map((item) => inline(item.children)).join(' ');
      return inline(block.children);
    })
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Where an editor's link goes: a path without language prefix is localised; a full URL is external and
 * opens apart; anything else (javascript:, data:) is refused.
 */
export function resolveCmsLink(
  url: string,
  localize: (path: string) => string,
): { href: string; external: boolean } | undefined {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//'))
    return { href: localize(trimmed), external: false };
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return { href: trimmed, external: /^https?:/i.test(trimmed) };
  return undefined;
}
