import { DEFERRED_MODULE_ATTRIBUTE, DEFERRED_PRELOAD_REL, DEFERRED_SCRIPT_TYPE } from './inert-scripts';

const encoder = new TextEncoder();
const bytes = (text: string) => Buffer.from(encoder.encode(text));

const SCRIPT_OPEN = bytes('<script');
const SCRIPT_CLOSE = bytes('</script>');
const MODULE_PRELOAD = bytes('<link rel="modulepreload"');
const DEFERRED_PRELOAD = bytes(`<link rel="${DEFERRED_PRELOAD_REL}"`);
const HEAD_END = bytes('</head>');
/** React Router's own inline scripts: its hydration data, and its scroll restoration. */
const ROUTER_DATA = bytes('window.__reactRouterContext');
const SCROLL_RESTORATION = bytes('"react-router-scroll-positions"');
const TYPE_ATTRIBUTE = /\stype="([^"]*)"/;
const ASYNC_ATTRIBUTE = /\sasync(="")?/;
const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;

function isRouterScript(content: Buffer): boolean {
  let start = 0;
  while (start < content.length && content[start]! <= 0x20) start += 1;
  return (
    content.subarray(start, start + ROUTER_DATA.length).equals(ROUTER_DATA) ||
    content.includes(SCROLL_RESTORATION)
  );
}

/** The inert start tag for a script of the framework, or undefined for a script that stays as it is. */
function deferredStartTag(attributes: string, content: Buffer): string | undefined {
  const type = TYPE_ATTRIBUTE.exec(attributes)?.[1];
  if (type === 'module') {
    const rest = attributes.replace(TYPE_ATTRIBUTE, '').replace(ASYNC_ATTRIBUTE, '');
    return `<script${rest} type="${DEFERRED_SCRIPT_TYPE}" ${DEFERRED_MODULE_ATTRIBUTE}="">`;
  }
  if (type !== undefined || !isRouterScript(content)) return undefined;
  return `<script${attributes} type="${DEFERRED_SCRIPT_TYPE}">`;
}

/**
 * Where `pattern` next occurs in `piece` at or after a position that only grows: a search runs again only
 * once the position has passed the last occurrence found, so that a pattern met once (the end of the head)
 * or never (a module preload after the head) is not looked for through the rest of the page at every script.
 */
function nextOf(piece: Buffer, pattern: Buffer): (from: number) => number {
  let found = -2;
  return (from) => {
    if (found === -1 || found >= from) return found;
    found = piece.indexOf(pattern, from);
    return found;
  };
}

/**
 * Makes the framework's scripts in a piece of the server's HTML inert: module scripts, React Router's
 * inline scripts and the module preloads. React's own streaming scripts, JSON-LD and the hydration
 * trigger stay as they are; `headEnd`, the trigger, goes at the end of the head. The piece must hold
 * whole elements (see deferScriptsStream). Only the tags change: everything else goes out as slices of
 * the piece, so a page costs few copies. With `inert` false (SHOP_HYDRATION=eager), the framework's
 * scripts stay as they are too, and only the trigger is put in.
 */
export function deferScripts(piece: Buffer, headEnd: Buffer, inert = true): Buffer[] {
  const out: Buffer[] = [];
  let from = 0;
  let headEndPut = false;
  const nextPreload = nextOf(piece, MODULE_PRELOAD);
  const nextScript = nextOf(piece, SCRIPT_OPEN);
  const nextHeadEnd = nextOf(piece, HEAD_END);
  for (;;) {
    const preload = inert ? nextPreload(from) : -1;
    const script = inert ? nextScript(from) : -1;
    const head = headEndPut ? -1 : nextHeadEnd(from);
    const next = Math.min(...[preload, script, head].filter((at) => at >= 0));
    if (next === Infinity) break;
    if (next === head) {
      out.push(piece.subarray(from, head), headEnd);
      headEndPut = true;
      from = head;
    } else if (next === preload) {
      out.push(piece.subarray(from, preload), DEFERRED_PRELOAD);
      from = preload + MODULE_PRELOAD.length;
    } else {
      const tagEnd = piece.indexOf(GREATER_THAN, script);
      const close = tagEnd < 0 ? -1 : piece.indexOf(SCRIPT_CLOSE, tagEnd);
      if (close < 0) break;
      const attributes = piece.toString('utf8', script + SCRIPT_OPEN.length, tagEnd);
      const tag = deferredStartTag(attributes, piece.subarray(tagEnd + 1, close));
      if (tag !== undefined) {
        out.push(piece.subarray(from, script), bytes(tag));
        from = tagEnd + 1;
      }
      // The script's text goes out as it is: nothing in it is a tag.
      out.push(piece.subarray(from, close));
      from = close;
    }
  }
  out.push(piece.subarray(from));
  return out.filter((part) => part.length > 0);
}

/** Where the part of `text` that may be an unfinished element starts: an open tag or script. */
function unfinishedFrom(text: Buffer): number {
  const lastScript = text.lastIndexOf(SCRIPT_OPEN);
  if (lastScript > text.lastIndexOf(SCRIPT_CLOSE)) return lastScript;
  const lastOpen = text.lastIndexOf(LESS_THAN);
  return lastOpen > text.lastIndexOf(GREATER_THAN) ? lastOpen : text.length;
}

/**
 * deferScripts over a streamed document, with `headEnd` at the end of its head. React flushes its
 * output in pieces that can end inside a tag or a script, so the unfinished end of each piece waits
 * for the next one.
 */
export function deferScriptsStream(headEnd: string, inert = true): TransformStream<Uint8Array, Uint8Array> {
  const headEndBytes = bytes(headEnd);
  let pending: Buffer = Buffer.alloc(0);
  // One chunk in, one chunk out: each is a write (and a compressor's flush) of the response.
  const enqueue = (controller: TransformStreamDefaultController<Uint8Array>, parts: Buffer[]) => {
    const out = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    if (out.length > 0) controller.enqueue(out);
  };
  return new TransformStream({
    transform(chunk, controller) {
      const view = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      const text = pending.length > 0 ? Buffer.concat([pending, view]) : view;
      const cut = unfinishedFrom(text);
      enqueue(controller, deferScripts(text.subarray(0, cut), headEndBytes, inert));
      pending = text.subarray(cut);
    },
    flush(controller) {
      enqueue(controller, deferScripts(pending, headEndBytes, inert));
    },
  });
}
