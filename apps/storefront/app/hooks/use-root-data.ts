import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '~/config/root-data';
import { useIntl } from '~/i18n/intl';
import { localizePath } from '~/i18n/locales';

/** The root loader's data: locale, messages, shop name, public origin. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) throw new Error('The root data is not loaded');
  return data;
}

/**
 * Turns an unprefixed path ('/cart') into the current locale's ('/nl/cart'). The page's language is
 * the messages' (root.tsx provides both from the root data), so that markup rendered apart from the
 * router, as a CMS page's static sections are, localises its links too.
 */
export function useLocalePath(): (path: string) => string {
  const { locale } = useIntl();
  // One function per language: an effect that depends on it runs again only when the language changes
  // (a new one each render made the registration page navigate to the account at every render, each
  // navigation cancelling the one before).
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
