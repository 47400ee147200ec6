import { useNonce } from './nonce-context';

/**
 * Structured data for search engines, as `jsonLdText` wrote it (escaped so that no text inside can end
 * the script). Loaders send that text: one string in the page's hydration data, where the object would be
 * every one of its values, each a cost of the encoder.
 */
export function JsonLd({ text }: { text: string }) {
  // Data blocks do not run, but carrying the nonce keeps every inline script of the page accountable.
  return (
    <script
      type="application/ld+json"
      nonce={useNonce()}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
