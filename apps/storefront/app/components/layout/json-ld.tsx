import { jsonLdText } from '~/domain/seo';
import { useNonce } from './nonce-context';

/** Structured data for search engines, escaped so that no text inside can end the script. */
export function JsonLd({ data }: { data: unknown }) {
  // Data blocks do not run, but carrying the nonce keeps every inline script of the page accountable.
  return (
    <script
      type="application/ld+json"
      nonce={useNonce()}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
