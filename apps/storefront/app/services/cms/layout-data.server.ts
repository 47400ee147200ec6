import type { Announcement, NavigationEntry } from '~/domain/cms/content';
import { mergeNavigation, NO_NAVIGATION } from '~/domain/cms/navigation';
import type { Locale } from '~/i18n/locales';
import { getNavCategories } from '../search/catalog.server';
import { getHeader, getNavigation } from './cms.server';
import { logger } from '../observability/logger.server';

interface LayoutData {
  headerMessage: string | undefined;
  announcements: Announcement[];
  /** When the announcements were chosen; the browser checks them again against its own clock. */
  checkedAt: string;
  mainMenu: NavigationEntry[];
  footerMenu: NavigationEntry[];
}

function logged<T>(what: string, fallback: T) {
  return (error: unknown): T => {
    logger.error({ err: error, what }, 'layout: a part of the layout could not be read');
    return fallback;
  };
}

/** The header banner and the menus; a source that fails leaves its part empty instead of the page. */
export async function loadLayoutData(locale: Locale): Promise<LayoutData> {
  const now = new Date();
  const [header, cmsMain, footerMenu, categories] = await Promise.all([
    getHeader(locale).catch(logged('the CMS header', undefined)),
    getNavigation(locale, 'main').catch(logged('the main menu', NO_NAVIGATION)),
    getNavigation(locale, 'footer').catch(logged('the footer menu', NO_NAVIGATION)),
    getNavCategories(locale).catch(logged('the navigation categories', NO_NAVIGATION)),
  ]);
  return {
    headerMessage: header?.message,
    // Expired ones are dropped; future ones travel along so a cached page shows them once they start.
    announcements: (header?.preheader ?? []).filter(
      (a) => !a.endDate || Date.parse(a.endDate) >= now.getTime(),
    ),
    checkedAt: now.toISOString(),
    mainMenu: mergeNavigation(cmsMain, categories),
    footerMenu,
  };
}
