import { useRouteLoaderData } from 'react-router';
import type { RootData } from '~/config/root-data';
import { localizePath } from '~/i18n/locales';

/** The root loader's data: locale, messages, shop name, public origin. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) throw new Error('The root data is not loaded');
  return data;
}

/** Turns an unprefixed path ('/cart') into the current locale's ('/nl/cart'). */
export function useLocalePath(): (path: string) => string {
  const { locale } = useRootData();
  return (path: string) => localizePath(path, locale);
}
