import { fullPathOf, pageNotFound } from '~/domain/route-errors';

/**
 * Any other address of a locale. Product, category and CMS pages resolve here once the catalogue and
 * the CMS are wired; until something answers a path it is 404 'Page not found: {fullPath}' (SPEC §8).
 */
export function loader({ request }: { request: Request }) {
  throw pageNotFound(fullPathOf(request));
}

export default function CatchAllPage() {
  return null;
}
