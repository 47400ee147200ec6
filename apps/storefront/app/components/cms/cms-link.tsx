import { resolveCmsLink } from '~/domain/cms/blocks';
import { useLocalePath } from '~/hooks/use-root-data';
import { PageLink } from '~/components/ui/page-link';

interface CmsLinkProps {
  url: string;
  /** '_blank' opens a new window; the default is the same window (docs/product/screens.md#cms-sections). */
  target?: string;
  className?: string;
  children: React.ReactNode;
}

/** A link written by an editor: localised inside the shop, external links in their own window. */
export function CmsLink(props: CmsLinkProps) {
  return <CmsAnchor {...props} localePath={useLocalePath()} />;
}

/** CmsLink with the language's paths given: for markup rendered apart from a page (the menus). */
export function CmsAnchor({
  url,
  target,
  className,
  children,
  localePath,
}: CmsLinkProps & { localePath: (path: string) => string }) {
  const link = resolveCmsLink(url, localePath);
  if (!link) return <span className={className}>{children}</span>;
  const newWindow = target === '_blank' || link.external;
  if (link.external || /^(mailto|tel):/i.test(link.href)) {
    return (
      <a
        href={link.href}
        className={className}
        target={newWindow ? '_blank' : undefined}
        rel={newWindow ? 'noopener noreferrer' : undefined}
      >
        {children}
      </a>
    );
  }
  return (
    <PageLink to={link.href} className={className} target={newWindow ? '_blank' : undefined}>
      {children}
    </PageLink>
  );
}
