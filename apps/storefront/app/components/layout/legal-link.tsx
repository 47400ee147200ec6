import type { ReactNode } from 'react';
import type { LegalPageKind } from '~/domain/cms/legal-pages';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';

/**
 * A rich-text tag for messages that name a legal page (`<link>terms</link>`): a link to this language's
 * page in a new tab, so that what was typed or chosen on the form stays; the words alone when the CMS
 * has no such page (the server's log says where it looked).
 */
export function useLegalLink(): (kind: LegalPageKind) => (chunks: ReactNode[]) => ReactNode {
  const { legalPages } = useRootData();
  const localePath = useLocalePath();
  return (kind) => {
    const page = legalPages[kind];
    function LegalLinkChunks(chunks: ReactNode[]) {
      if (!page) return <>{chunks}</>;
      return (
        <a
          href={localePath(page.path)}
          target="_blank"
          rel="noopener"
          className="underline"
          data-legal-page={kind}
        >
          {chunks}
        </a>
      );
    }
    return LegalLinkChunks;
  };
}
