/**
 * The absolute address of a path of this site. `new URL(path, origin)` reads a path that starts with
 * two slashes as the address of another host (`//evil.example/x`), and a page's own path can start so:
 * anyone may ask for `//%2Fevil.example`. Here the path always stays a path of `origin`.
 */
export function siteUrl(origin: string, path: string): string {
  return new URL(`${new URL(origin).origin}${path.startsWith('/') ? '' : '/'}${path}`).href;
}
