// The demo index's analyzers beside a real engine's: every text of the catalogue's documents analysed by
// both (OpenSearch's _analyze), token by token (term, position, offsets).
import { buildAnalysis, type Token } from '../../apps/demo-backend/src/search/analysis/analyzer.ts';
import { openSearchRequest } from '../../apps/demo-backend/src/search/opensearch/opensearch-http.ts';

/** Every string leaf of the documents, once. */
export function textsOf(sources: readonly unknown[]): string[] {
  const texts = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  sources.forEach(walk);
  return [...texts];
}

/**
 * Texts that exercise what the catalogue rarely holds: elided articles before punctuation, entities and
 * inline tags, possessives, typographic quotes and dashes, no-break spaces, compounds.
 */
export const ANALYSIS_CORNERS = [
  "l’Ylang-ylang d'Ocre qu’il aujourd’hui",
  '<p>Rose</p><p>Jasmin</p> ab<b>cd</b>ef x<br>y a&amp;b-c l&rsquo;huile-essentielle 5&nbsp;ml <script>x</script>z',
  "Lavender's St John’s (10 ml) 1,8-cineole 20% HE-LAVF-10-ML -abc abc- x--y",
  '“Zen” «doux» ‹ok› – — ‐ … a\u00a0b c\u202fd Œuvre ÆSOP straße Øl ﬁne',
  'Duftkerze Speiklavendel Pfefferminzhydrolat Olivenölseife Geurkaars Aleppozeep Peppermint',
];

/** A token of OpenSearch's `_analyze` answer. */
interface AnalyzeToken {
  token: string;
  start_offset: number;
  end_offset: number;
  position: number;
}

/** A text whose tokens differ between the demo and the engine. */
interface AnalysisDifference {
  analyzer: string;
  text: string;
  demo: string[];
  real: string[];
}

const show = (token: Token) => `${token.position}:${token.term}[${token.start}-${token.end}]`;

/**
 * The engine's tokens of each text, in one _analyze call per `batch` texts: the texts go as one
 * multi-valued value, each starting one offset after the previous one ends, and each token goes back to
 * its text by its offset, positions counted from the text's first token.
 */
async function realTokens(url: string, index: string, analyzer: string, texts: readonly string[]) {
  const { tokens } = (await openSearchRequest(url, 'POST', `/${index}/_analyze`, {
    analyzer,
    text: texts,
  })) as { tokens: AnalyzeToken[] };
  const bases: number[] = [];
  let base = 0;
  for (const text of texts) {
    bases.push(base);
    base += text.length + 1;
  }
  const result = texts.map((): AnalyzeToken[] => []);
  let value = 0;
  for (const token of tokens) {
    while (value + 1 < texts.length && token.start_offset >= bases[value + 1]) value += 1;
    result[value].push(token);
  }
  return result.map((list, index) =>
    list.map((token) =>
      show({
        term: token.token,
        position: token.position - list[0].position,
        start: token.start_offset - bases[index],
        end: token.end_offset - bases[index],
      }),
    ),
  );
}

/**
 * For each analyzer the index settings declare, the texts whose tokens differ between the demo and the
 * engine at `url` (which holds `index`, created with the same settings): `[{ analyzer, text, demo, real }]`.
 */
export async function analysisDifferences(
  url: string,
  index: string,
  settings: Record<string, unknown>,
  texts: readonly string[],
  { batch = 300 } = {},
): Promise<AnalysisDifference[]> {
  const demo = buildAnalysis(settings);
  const differences: AnalysisDifference[] = [];
  const declared = (settings as { analysis: { analyzer: Record<string, unknown> } }).analysis.analyzer;
  for (const analyzer of Object.keys(declared)) {
    for (let start = 0; start < texts.length; start += batch) {
      const slice = texts.slice(start, start + batch);
      const real = await realTokens(url, index, analyzer, slice);
      slice.forEach((text, offset) => {
        const mine = demo.analyzer(analyzer).analyze(text).map(show);
        if (JSON.stringify(real[offset]) !== JSON.stringify(mine))
          differences.push({ analyzer, text, demo: mine, real: real[offset] });
      });
    }
  }
  return differences;
}
