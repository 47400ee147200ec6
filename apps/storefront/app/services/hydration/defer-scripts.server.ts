/** The type that makes a script inert until the hydration trigger runs it (hydration-trigger.server.ts). */
export const DEFERRED_SCRIPT_TYPE = 'text/x-deferred';
/** Marks a deferred script that was a module script. */
export const DEFERRED_MODULE_ATTRIBUTE = 'data-module';
/** The rel an inert module preload carries until hydration starts. */
export const DEFERRED_PRELOAD_REL = 'x-deferred-modulepreload';

/** React Router's own inline scripts: its hydration data and its scroll restoration. */
const ROUTER_SCRIPT = /^\s*window\.__reactRouterContext|"react-router-scroll-positions"/;
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const TYPE_ATTRIBUTE = /\stype="([^"]*)"/;
const MODULE_PRELOAD = /<link rel="modulepreload"/g;

/**
 * Makes the framework's scripts in a piece of the server's HTML inert: module scripts, React Router's
 * inline scripts and the module preloads. React's own streaming scripts, JSON-LD and the hydration
 * trigger stay as they are. `headEnd` goes at the end of the head: the trigger that brings the scripts
 * back. The piece must hold whole elements (see deferScriptsStream).
 */
export function deferScripts(html: string, headEnd: string): string {
  return html
    .replace('</head>', () => `${headEnd}</head>`)
    .replace(MODULE_PRELOAD, `<link rel="${DEFERRED_PRELOAD_REL}"`)
    .replace(SCRIPT_ELEMENT, (element, attributes: string, content: string) => {
      const type = TYPE_ATTRIBUTE.exec(attributes)?.[1];
      if (type === 'module') {
        const rest = attributes.replace(TYPE_ATTRIBUTE, '').replace(/\sasync(="")?/, '');
        return `<script${rest} type="${DEFERRED_SCRIPT_TYPE}" ${DEFERRED_MODULE_ATTRIBUTE}="">${content}</script>`;
      }
      if (type !== undefined || !ROUTER_SCRIPT.test(content)) return element;
      return `<script${attributes} type="${DEFERRED_SCRIPT_TYPE}">${content}</script>`;
    });
}

/** Where the part of `text` that may be an unfinished element starts: an open tag or script. */
function unfinishedFrom(text: string): number {
  const lastScript = text.lastIndexOf('<script');
  if (lastScript > text.lastIndexOf('</script>')) return lastScript;
  const lastOpen = text.lastIndexOf('<');
  return lastOpen > text.lastIndexOf('>') ? lastOpen : text.length;
}

/**
 * deferScripts over a streamed document. React flushes its output in pieces that can end inside a tag
 * or a script, so the unfinished end of each piece waits for the next one.
 */
export function deferScriptsStream(headEnd: string): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';
  return new TransformStream({
    transform(chunk, controller) {
      pending += decoder.decode(chunk, { stream: true });
      const cut = unfinishedFrom(pending);
      if (cut === 0) return;
      controller.enqueue(encoder.encode(deferScripts(pending.slice(0, cut), headEnd)));
      pending = pending.slice(cut);
    },
    flush(controller) {
      pending += decoder.decode();
      if (pending) controller.enqueue(encoder.encode(deferScripts(pending, headEnd)));
    },
  });
}
