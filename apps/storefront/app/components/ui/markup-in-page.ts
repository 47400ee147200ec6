/**
 * Where a document's data keeps HTML that the page already shows (the menus, a CMS page's static
 * sections): under a symbol, which serializers (React Router's turbo-stream, JSON) leave out. The
 * markup reaches the browser once, in the page, not a second time in the hydration data, where every
 * byte costs the server's encoding and the phone's parsing. A client navigation's data carries it.
 */
export const HTML_IN_PAGE = Symbol('HTML in the page');

/** What the page showed in each element when the app started, read once from the page itself. */
const htmlOfThePage = new Map<string, string>();

/** The HTML the page was served with in the element `selector` names ('' without one). */
export function pageHtml(selector: string): string {
  let html = htmlOfThePage.get(selector);
  if (html === undefined) {
    html = document.querySelector(selector)?.innerHTML ?? '';
    htmlOfThePage.set(selector, html);
  }
  return html;
}
