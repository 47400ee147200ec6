import { jsonLdText } from '~/domain/seo';

/** Structured data for search engines, escaped so that no text inside can end the script. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
