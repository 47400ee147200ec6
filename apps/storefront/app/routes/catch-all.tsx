import { use } from 'react';
import { preloadModule } from 'react-dom';
import { useNonce } from '~/components/layout/nonce-context';
import { catchAllPageData } from './catch-all/page-data.server';
import { pageView, preloadPageView } from './catch-all/views';
import { routeCacheHeaders } from './page-head';
import type { Route } from './+types/catch-all';

/**
 * Any other address of a locale (docs/product/screens.md#routes, docs/contracts/cms.md#resolving-a-catch-all-address): a product or category of the index (an old
 * url_key answers 301 to the current one, keeping the language), else a CMS page, else 404.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  return catchAllPageData(request, url);
}

/** On client navigations the page's view loads with its data, so that the page renders at once. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const pageData = await serverLoader();
  await preloadPageView(pageData.kind);
  return pageData;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return routeCacheHeaders(loaderHeaders);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { shopName?: string } | undefined;
  const { head } = loaderData;
  const title = head.title.includes(root?.shopName ?? '\u0000')
    ? head.title
    : `${head.title} | ${root?.shopName ?? ''}`;
  return [
    { title },
    head.description ? { name: 'description', content: head.description } : undefined,
    head.keywords ? { name: 'keywords', content: head.keywords } : undefined,
    'robots' in head && head.robots ? { name: 'robots', content: head.robots } : undefined,
  ].filter((tag) => tag !== undefined);
}

export default function CatchAllPage({ loaderData }: Route.ComponentProps) {
  const nonce = useNonce();
  // The server render puts these in the head; the first paint's hydration then finds the view loaded.
  for (const href of loaderData.viewAssets) preloadModule(href, { as: 'script', nonce });
  const View = use(pageView(loaderData.kind)) as React.ComponentType<{ data: typeof loaderData }>;
  return <View data={loaderData} />;
}
