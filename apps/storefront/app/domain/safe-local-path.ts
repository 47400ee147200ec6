/**
 * A return path taken from user input, reduced to a path on this site: anything that could leave the
 * origin ('//evil.example', 'https://…', '/\\evil') becomes '/'. Prevents open redirects (DESIGN.md).
 */
export function safeLocalPath(value: unknown): { pathname: string; search: string } {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return { pathname: '/', search: '' };
  }
  const url = new URL(value, 'http://localhost');
  if (url.origin !== 'http://localhost') return { pathname: '/', search: '' };
  return { pathname: url.pathname, search: url.search };
}
