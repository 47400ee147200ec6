/**
 * Turns the light markup of the seed files into Strapi's "blocks" rich text. One string is one
 * block: `## ` and `### ` headings, `- ` and `1. ` list items (consecutive items form one list),
 * `> ` quotes, anything else a paragraph. Inline: **bold**, *italic* and [label](url).
 */

type TextNode = { type: 'text'; text: string; bold?: true; italic?: true };
type LinkNode = { type: 'link'; url: string; children: TextNode[] };
type Inline = TextNode | LinkNode;
export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: 2 | 3; children: Inline[] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'list'; format: 'unordered' | 'ordered'; children: { type: 'list-item'; children: Inline[] }[] };

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\*([^*]+)\*/g;

export const inline = (source: string): Inline[] => {
  const nodes: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    if (match.index > last) nodes.push({ type: 'text', text: source.slice(last, match.index) });
    const [, label, url, bold, italic] = match;
    if (label !== undefined) nodes.push({ type: 'link', url, children: [{ type: 'text', text: label }] });
    else if (bold !== undefined) nodes.push({ type: 'text', text: bold, bold: true });
    else nodes.push({ type: 'text', text: italic, italic: true });
    last = match.index + match[0].length;
  }
  if (last < source.length || nodes.length === 0) nodes.push({ type: 'text', text: source.slice(last) });
  return nodes;
};

const LIST_ITEM = /^(-|\d+\.) /;

export const toBlocks = (lines: string | string[]): Block[] => {
  const blocks: Block[] = [];
  for (const line of typeof lines === 'string' ? [lines] : lines) {
    const item = LIST_ITEM.exec(line);
    if (item) {
      const format = item[1] === '-' ? 'unordered' : 'ordered';
      const previous = blocks.at(-1);
      const listItem = { type: 'list-item' as const, children: inline(line.slice(item[0].length)) };
      if (previous?.type === 'list' && previous.format === format) previous.children.push(listItem);
      else blocks.push({ type: 'list', format, children: [listItem] });
    } else if (line.startsWith('### ')) blocks.push({ type: 'heading', level: 3, children: inline(line.slice(4)) });
    else if (line.startsWith('## ')) blocks.push({ type: 'heading', level: 2, children: inline(line.slice(3)) });
    else if (line.startsWith('> ')) blocks.push({ type: 'quote', children: inline(line.slice(2)) });
    else blocks.push({ type: 'paragraph', children: inline(line) });
  }
  return blocks;
};
