import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AnnouncementBar } from '~/components/layout/announcement-bar';
import { Footer } from '~/components/layout/footer';
import { Header } from '~/components/layout/header';
import { SkipLink } from '~/components/layout/skip-link';
import { localeFromPathname } from '~/i18n/locales';
import { loadLayoutData } from '~/services/cms/layout-data.server';
import type { Route } from './+types/default-layout';

export function loader({ url }: Route.LoaderArgs) {
  return loadLayoutData(localeFromPathname(url.pathname));
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
