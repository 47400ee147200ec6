import type { Locale } from '../catalogue/read-catalogue.ts';
import { categoryMapping, productMapping } from '../documents/mappings.ts';
import type { MappingJson } from '../engine/mapping.ts';

export type IndexKind = 'products' | 'categories';

export interface IndexBody {
  settings: Record<string, unknown>;
  mappings: MappingJson;
}

/** Lucene's Snowball stemmer of each language, the family of the demo engine's stemmers. */
const SNOWBALL: Record<Locale, string> = { fr: 'French', nl: 'Dutch', en: 'English', de: 'German' };

/**
 * The analysis the demo engine implements (docs/search.md, analysis/analyzer.ts), declared as
 * Elasticsearch/OpenSearch settings: `default` for every text field (html_strip, `&` → ` and `,
 * whitespace, lowercase, word_delimiter, keyword_repeat, the language's stemmer, asciifolding,
 * remove_duplicates), `plain` without the stemmer (brand.plain), and the `sortable` normalizer.
 */
function analysis(locale: Locale): Record<string, unknown> {
  const words = ['lowercase', 'word_parts'];
  const folded = ['asciifolding', 'remove_duplicates'];
  return {
    char_filter: { ampersand: { type: 'mapping', mappings: ['& => \\u0020and\\u0020'] } },
    filter: {
      word_parts: {
        type: 'word_delimiter',
        generate_word_parts: true,
        generate_number_parts: true,
        catenate_all: true,
        split_on_numerics: false,
        preserve_original: true,
      },
      stem: { type: 'snowball', language: SNOWBALL[locale] },
    },
    analyzer: {
      default: {
        type: 'custom',
        char_filter: ['html_strip', 'ampersand'],
        tokenizer: 'whitespace',
        filter: [...words, 'keyword_repeat', 'stem', ...folded],
      },
      plain: {
        type: 'custom',
        char_filter: ['html_strip', 'ampersand'],
        tokenizer: 'whitespace',
        filter: [...words, ...folded],
      },
    },
    normalizer: { sortable: { type: 'custom', filter: ['lowercase', 'asciifolding'] } },
  };
}

/**
 * Settings and mapping of one index of a real Elasticsearch or OpenSearch: the demo index's own mapping
 * (documents/mappings.ts) over the analysis above, one shard, no replica (one node). The only place that
 * says what a real index is made of.
 */
export function indexBody(kind: IndexKind, locale: Locale): IndexBody {
  return {
    settings: {
      index: { number_of_shards: 1, number_of_replicas: 0 },
      analysis: analysis(locale),
    },
    mappings: kind === 'products' ? productMapping : categoryMapping,
  };
}
