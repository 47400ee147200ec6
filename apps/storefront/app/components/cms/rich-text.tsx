import { Fragment } from 'react';
import { type Block, type InlineNode, resolveCmsLink } from '~/domain/cms/blocks';
import { useLocalePath } from '~/hooks/use-root-data';
import { CmsLink } from './cms-link';

function Inline({ nodes }: { nodes: readonly InlineNode[] }) {
  const localePath = useLocalePath();
  return (
    <>
      {nodes.map((node, index) => {
        if (node.type === 'link') {
          return resolveCmsLink(node.url, localePath) ? (
            <CmsLink key={index} url={node.url} className="text-brand-dark underline">
              <Inline nodes={node.children} />
            </CmsLink>
          ) : (
            <Inline key={index} nodes={node.children} />
          );
        }
        let content: React.ReactNode = node.text;
        if (node.code) content = <code>{content}</code>;
        if (node.bold) content = <strong>{content}</strong>;
        if (node.italic) content = <em>{content}</em>;
        if (node.underline) content = <u>{content}</u>;
        if (node.strikethrough) content = <s>{content}</s>;
        return <Fragment key={index}>{content}</Fragment>;
      })}
    </>
  );
}

/** Headings inside a section start below the section's own h2. */
function headingTag(level: number): 'h3' | 'h4' | 'h5' | 'h6' {
  return `h${Math.min(Math.max(level, 3), 6)}` as 'h3' | 'h4' | 'h5' | 'h6';
}

/**
 * Strapi blocks as React elements: never raw HTML, so editors' content cannot inject markup
 * (docs/architecture.md#security-by-default).
 */
export function RichText({
  blocks,
  className = '',
}: {
  blocks: readonly Block[] | undefined;
  className?: string;
}) {
  if (!blocks?.length) return null;
  return (
    <div className={`space-y-3 leading-relaxed ${className}`}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={index}>
                <Inline nodes={block.children} />
              </p>
            );
          case 'heading': {
            const Heading = headingTag(block.level);
            return (
              <Heading key={index} className="font-semibold">
                <Inline nodes={block.children} />
              </Heading>
            );
          }
          case 'list': {
            const List = block.format === 'ordered' ? 'ol' : 'ul';
            return (
              <List
                key={index}
                className={block.format === 'ordered' ? 'list-decimal pl-6' : 'list-disc pl-6'}
              >
                {block.children.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inline nodes={item.children} />
                  </li>
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <blockquote key={index} className="border-l-4 border-brand pl-4 italic">
                <Inline nodes={block.children} />
              </blockquote>
            );
          case 'code':
            return (
              <pre key={index} className="overflow-x-auto rounded bg-black/5 p-3 text-sm">
                <code>
                  <Inline nodes={block.children} />
                </code>
              </pre>
            );
          case 'image':
            return (
              <img
                key={index}
                src={block.image.url}
                alt={block.image.alternativeText ?? ''}
                width={block.image.width ?? undefined}
                height={block.image.height ?? undefined}
                loading="lazy"
                className="h-auto max-w-full rounded"
              />
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
