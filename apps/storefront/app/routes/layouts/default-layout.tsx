import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AnnouncementBar } from '~/components/layout/announcement-bar';
import { Footer } from '~/components/layout/footer';
import { Header } from '~/components/layout/header';
import { menuData } from '~/components/layout/main-menu';
import { renderedMenu } from '~/components/layout/menu-markup.server';
import { SkipLink } from '~/components/layout/skip-link';
import { localeFromPathname } from '~/i18n/locales';
import { loadLayoutData } from '~/services/cms/layout-data.server';
import { isDataRequest } from '~/services/navigation/data-request';
import type { Route } from './+types/default-layout';

export async function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeFromPathname(url.pathname);
  const { mainMenu, footerMenu, ...layout } = await loadLayoutData(locale);
  const forDocument = !isDataRequest(request);
  return {
    ...layout,
    mainMenu: menuData(renderedMenu(mainMenu, locale, { withBar: true }), forDocument),
    footerMenu: menuData(renderedMenu(footerMenu, locale), forDocument),
  };
}

/** Menus and the banner depend on the language only; the browser re-checks announcement dates itself. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeFromPathname(currentUrl.pathname) !== localeFromPathname(nextUrl.pathname);
}

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SkipLink />
      <AnnouncementBar
        message={loaderData.headerMessage}
        announcements={loaderData.announcements}
        checkedAt={loaderData.checkedAt}
      />
      <Header menu={loaderData.mainMenu} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </main>
      <Footer menu={loaderData.footerMenu} />
    </>
  );
}
