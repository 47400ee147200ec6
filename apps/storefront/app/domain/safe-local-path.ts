/**
 * A return path taken from user input, reduced to a path on this site: anything that could leave the
 * origin ('//evil.example', 'https://…', '/\\evil') becomes '/'. Prevents open redirects (docs/architecture.md#security-by-default).
 * Runs of slashes become one, so neither dot segments ('/.//evil.example') nor removing a locale
 * prefix ('/en//evil.example' to '//evil.example') can turn the path into another host's address.
 */
export function safeLocalPath(value: unknown): { pathname: string; search: string } {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return { pathname: '/', search: '' };
  }
  let url: URL;
  try {
    url = new URL(value, 'http://localhost');
  } catch {
    // The parser drops tabs and newlines, so '/\t/' reads as '//', a host-relative address with no host.
    return { pathname: '/', search: '' };
  }
  if (url.origin !== 'http://localhost') return { pathname: '/', search: '' };
  return { pathname: url.pathname.replace(/\/{2,}/g, '/'), search: url.search };
}
