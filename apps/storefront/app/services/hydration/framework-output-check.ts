import { DEFERRED_MODULE_ATTRIBUTE, DEFERRED_PRELOAD_REL, DEFERRED_SCRIPT_TYPE } from './inert-scripts.ts';

/**
 * What, in a page the storefront served with inert framework scripts (SHOP_HYDRATION idle or intent),
 * shows that the rewrite (defer-scripts.server.ts) no longer recognises React Router's output: the
 * rewrite finds the framework's scripts by their form, so a React Router that writes them otherwise
 * leaves them live, and hydration would start at load again. The build runs this on a page of the
 * built server (apps/storefront/scripts/check-framework-output.ts), so an upgrade that changes the
 * output fails `npm run build`, not a browser test (docs/decisions/002-hydration.md).
 *
 * Live scripts allowed: the head's hydration trigger (the only live script before `</head>`), JSON-LD,
 * and React's own streaming scripts (`$RC`, `$RS`…), which must run as the page streams.
 */
export function frameworkOutputProblems(html: string): string[] {
  const problems: string[] = [];
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) problems.push('the page has no </head>');
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({
    at: match.index,
    attributes: match[1] ?? '',
    text: (match[2] ?? '').trim(),
  }));
  const typeOf = (attributes: string) => /\stype="([^"]*)"/.exec(attributes)?.[1];
  const inert = scripts.filter((script) => typeOf(script.attributes) === DEFERRED_SCRIPT_TYPE);
  const live = scripts.filter((script) => typeOf(script.attributes) !== DEFERRED_SCRIPT_TYPE);

  const headScripts = live.filter((script) => script.at < headEnd);
  if (headScripts.length !== 1)
    problems.push(`${headScripts.length} live scripts in the head, where the trigger alone should be`);
  for (const script of live.filter((entry) => entry.at > headEnd)) {
    const type = typeOf(script.attributes);
    if (type === 'application/ld+json' || script.text.startsWith('$R')) continue;
    problems.push(`a live script left in the body: <script${script.attributes}>${script.text.slice(0, 60)}`);
  }
  if (/<link[^>]*\srel="modulepreload"/.test(html)) problems.push('a live module preload left');
  if (!html.includes(`rel="${DEFERRED_PRELOAD_REL}"`)) problems.push('no module preload was made inert');
  if (!inert.some((script) => script.attributes.includes(`${DEFERRED_MODULE_ATTRIBUTE}=""`)))
    problems.push('no module script was made inert: the framework entry was not found');
  if (!inert.some((script) => script.text.startsWith('window.__reactRouterContext')))
    problems.push("React Router's context script was not made inert");
  return problems;
}
